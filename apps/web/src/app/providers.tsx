import { RouterProvider } from 'react-router';
import { type AppRouter, createAppRouter } from './router';
import { installRouterEffects } from './router-effects';

let appRouter: AppRouter | undefined;

/** One router per page load (StrictMode renders twice; a second router would load everything twice). */
function getRouter(): AppRouter {
  if (!appRouter) {
    appRouter = createAppRouter();
    installRouterEffects(appRouter);
  }
  return appRouter;
}

/** App-wide providers. Stores (auth, notifications) are zustand modules and need no provider. */
export function Providers() {
  return <RouterProvider router={getRouter()} />;
}
