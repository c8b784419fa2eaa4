import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/** App-wide providers. Stores (auth, notifications) are zustand modules and need no provider. */
export function Providers() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
