import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ParentGateHost } from '../features/parent-gate/parent-gate-host';
import { queryClient } from '../lib/query-client';
import { IntlRoot } from './intl-root';
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

/**
 * App-wide providers: the query cache (lists and screens' reads, decision 0014), the active
 * language's messages (issue 23) and the router.
 * Stores (auth, notifications) are zustand modules and need no provider.
 */
export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <IntlRoot>
        <RouterProvider router={getRouter()} />
        {/* Outside the router: a guard loader may ask the parent gate before any screen renders. */}
        <ParentGateHost />
      </IntlRoot>
    </QueryClientProvider>
  );
}
