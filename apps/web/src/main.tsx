import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { startDeviceDataGuard } from './lib/device-data';
import { registerServiceWorker } from './lib/pwa';

// Started before the first render: offline data of a session that ended is deleted (shared devices).
startDeviceDataGuard();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);

registerServiceWorker();
