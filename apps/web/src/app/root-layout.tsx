import { Outlet, ScrollRestoration, useLoaderData } from 'react-router';
import { ConfirmationHost } from '../components/confirm-banner';
import { NotificationToast } from '../components/notification-toast';
import type { PublicSettings } from '../lib/settings';
import { NavigationProgress } from './navigation-progress';
import { useDocumentHead } from './use-document-head';

export function RootLayout() {
  const settings = useLoaderData() as PublicSettings;
  useDocumentHead(settings);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <NotificationToast />
      <ConfirmationHost />
      <ScrollRestoration />
    </>
  );
}
