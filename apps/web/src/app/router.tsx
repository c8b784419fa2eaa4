import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { websiteSections } from '../features/admin-website/website-sections';
import { coloringLoader } from '../features/coloring/coloring-loader';
import { creationGuardLoader } from '../features/create/creation-guard-loader';
import { landingLoader } from '../features/landing/landing-loader';
import { LandingPage } from '../features/landing/landing-page';
import { pageListLoader } from '../features/pages/page-list-loader';
import { publicPagesLoader } from '../features/pages/public-pages-loader';
import { togetherLoader } from '../features/together/together-loader';
import { loadPublicSettings, ROOT_ROUTE_ID } from '../lib/settings';
import { BootScreen } from './boot-screen';
import { adminGuardLoader, guestGuardLoader, userGuardLoader } from './guard-loaders';
import { RootErrorPage } from './root-error-page';
import { RootLayout } from './root-layout';
import { screenRoute } from './screen-route';
import { type ScreenId, screenPath } from './screens';

/*
 * Every route of spec §2, each a row of the screen table (app/screens.ts: path, title, kid policy,
 * first paint, early reads, preloads) made into a route by screenRoute. The landing is bundled
 * eagerly; every other screen is a lazy route module that exports `Component` (and may later
 * export `loader`, `action`, `ErrorBoundary`); a lazy module must not export its own `handle`.
 */

const publicRoutes: RouteObject[] = [
  screenRoute('landing', '/', { loader: landingLoader, Component: LandingPage }),
  screenRoute('terms', '/', { lazy: () => import('../features/legal/terms-page') }),
  screenRoute('privacy', '/', { lazy: () => import('../features/legal/privacy-page') }),
  screenRoute('splash', '/', { lazy: () => import('../features/splash/splash-page') }),
  {
    lazy: () => import('./layouts/auth-layout'),
    children: [
      screenRoute('signIn', '/', {
        loader: guestGuardLoader,
        lazy: () => import('../features/auth/sign-in-page'),
      }),
      // /sign-up?plan={name}: the page reads the plan from the query string.
      screenRoute('signUp', '/', {
        loader: guestGuardLoader,
        lazy: () => import('../features/auth/sign-up-page'),
      }),
      screenRoute('verify', '/', {
        loader: guestGuardLoader,
        lazy: () => import('../features/auth/verify-page'),
      }),
      screenRoute('payment', '/', { lazy: () => import('../features/payment/payment-page') }),
      screenRoute('testPayment', '/', { lazy: () => import('../features/payment/test-payment-page') }),
      screenRoute('createAdmin', '/', { lazy: () => import('../features/auth/admin-create-page') }),
    ],
  },
];

// Signed-in user screens. The guard (spec §4) runs beside the lazy code; loaders of child routes
// that need the user await `requireUser()` from lib/session rather than racing it. The creation
// routes also need credits (creationGuardLoader); /pages/public?plan=… goes to /checkout.
const userRoutes: RouteObject = {
  loader: userGuardLoader,
  lazy: () => import('./layouts/app-layout'),
  children: [
    screenRoute('myPages', '/', {
      loader: pageListLoader('owned'),
      lazy: () => import('../features/pages/my-pages-page'),
    }),
    screenRoute('favorite', '/', {
      loader: pageListLoader('favorited'),
      lazy: () => import('../features/pages/favorite-pages-page'),
    }),
    screenRoute('colored', '/', {
      loader: pageListLoader('colored'),
      lazy: () => import('../features/pages/colored-pages-page'),
    }),
    screenRoute('gallery', '/', {
      loader: publicPagesLoader,
      lazy: () => import('../features/pages/public-pages-page'),
    }),
    screenRoute('createPage', '/', {
      loader: creationGuardLoader,
      lazy: () => import('../features/create/create-chooser-page'),
    }),
    screenRoute('createAi', '/', {
      loader: creationGuardLoader,
      lazy: () => import('../features/create/create-ai-page'),
    }),
    // Kid mode: uploads only where the parent allowed them, else the parent gate first.
    screenRoute('createUpload', '/', {
      loader: creationGuardLoader,
      lazy: () => import('../features/create/create-upload-page'),
    }),
    screenRoute('coloring', '/', {
      loader: coloringLoader,
      lazy: () => import('../features/coloring/coloring-page'),
    }),
    screenRoute('together', '/', {
      loader: togetherLoader,
      lazy: () => import('./together-route'),
    }),
    screenRoute('books', '/', { lazy: () => import('../features/books/books-page') }),
    screenRoute('checkout', '/', { lazy: () => import('../features/checkout/checkout-page') }),
    screenRoute('account', '/', { lazy: () => import('./account-route') }),
    screenRoute('paySuccess', '/', { lazy: () => import('../features/account/pay-success-page') }),
    screenRoute('payError', '/', { lazy: () => import('../features/account/pay-error-page') }),
  ],
};

/** An admin screen: the area's guard asks the kid gate once, on entering /admin. */
const adminScreen = (id: ScreenId, lazy: RouteObject['lazy']) =>
  screenRoute(id, '/admin', { lazy, kidGate: 'area' });

// Admin screens under /admin (/admin/create is public, above).
const adminRoutes: RouteObject = {
  path: 'admin',
  loader: adminGuardLoader,
  lazy: () => import('./layouts/admin-layout'),
  children: [
    adminScreen('adminDashboard', () => import('../features/admin-dashboard/dashboard-page')),
    adminScreen('adminPages', () => import('../features/admin-pages/admin-pages-page')),
    adminScreen('adminColored', () => import('../features/admin-pages/admin-colored-pages-page')),
    adminScreen('adminUsers', () => import('../features/admin-users/users-page')),
    adminScreen('adminCreateUser', () => import('../features/admin-users/user-create-page')),
    adminScreen('adminEditUser', () => import('../features/admin-users/user-edit-page')),
    adminScreen('adminSubscriptions', () => import('../features/admin-subscriptions/subscriptions-page')),
    adminScreen('adminPlans', () => import('../features/admin-plans/plans-page')),
    adminScreen('adminEditPlan', () => import('../features/admin-plans/plan-edit-page')),
    adminScreen('adminAccount', () => import('../features/admin-account/admin-account-page')),
    adminScreen('adminWebsite', () => import('../features/admin-website/website-page')),
    // One editor per landing section: /admin/website/home, /how-it-works, … /terms, /privacy.
    ...websiteSections.map((section) =>
      screenRoute(
        'adminWebsiteSection',
        '/admin',
        {
          handle: { section: section.title },
          kidGate: 'area',
          lazy: () => import('../features/admin-website/website-editor-page'),
        },
        screenPath('adminWebsiteSection', { section: section.path }),
      ),
    ),
  ],
};

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    loader: loadPublicSettings,
    Component: RootLayout,
    errorElement: <RootErrorPage />,
    HydrateFallback: BootScreen,
    children: [
      ...publicRoutes,
      userRoutes,
      screenRoute('who', '/', { loader: userGuardLoader, lazy: () => import('./who-route') }),
      adminRoutes,
      screenRoute('notFound', '/', { Component: NotFoundScreen }),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
