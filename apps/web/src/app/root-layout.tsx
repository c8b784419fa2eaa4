import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import { ConfirmationHost } from '../components/confirm-banner';
import { NotificationToast } from '../components/notification-toast';
import { OfflineBanner } from '../components/offline-banner';
import { UpdatePrompt } from '../components/update-prompt';
import { useSaveQueueRunner } from '../features/coloring/use-queued-save';
import { dropFirstPaint, firstPaintKeptFor } from '../lib/first-paint';
import type { PublicSettings } from '../lib/settings';
import { NavigationProgress } from './navigation-progress';
import { useDocumentHead } from './use-document-head';
import { useNativeShell } from './use-native-shell';

export function RootLayout() {
  const settings = useLoaderData() as PublicSettings;
  useDocumentHead(settings);
  useSaveQueueRunner();
  useNativeShell();
  const { pathname } = useLocation();
  // The first screen is in the DOM: the server's picture of it goes before the next paint (the
  // colouring screen's, once its engine is ready; a move elsewhere drops it in any case).
  useLayoutEffect(() => {
    if (!firstPaintKeptFor(pathname)) dropFirstPaint();
  }, [pathname]);
  return (
    <>
      <NavigationProgress />
      {/* Strips in the page flow above every screen (DESIGN §9). */}
      <OfflineBanner />
      <UpdatePrompt />
      <Outlet />
      <NotificationToast />
      <ConfirmationHost />
      <ScrollRestoration />
    </>
  );
}
