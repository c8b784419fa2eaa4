import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { websiteSections } from '../features/admin-website/website-sections';
import { coloringLoader } from '../features/coloring/coloring-loader';
import { creationGuardLoader } from '../features/create/creation-guard-loader';
import { landingLoader } from '../features/landing/landing-loader';
import { LandingPage } from '../features/landing/landing-page';
import { pageListLoader } from '../features/pages/page-list-loader';
import { publicPagesLoader } from '../features/pages/public-pages-loader';
import { loadPublicSettings, ROOT_ROUTE_ID } from '../lib/settings';
import { BootScreen } from './boot-screen';
import { adminGuardLoader, adultScreenLoader, guestGuardLoader, userGuardLoader } from './guard-loaders';
import { RootErrorPage } from './root-error-page';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';

/*
 * Every route of spec §2. The landing is bundled eagerly; every other screen is a lazy route
 * module that exports `Component` (and may later export `loader`, `action`, `ErrorBoundary`).
 * Titles live here in `handle`, so a lazy module must not export its own `handle`.
 */

/** `id`: the title's message id (formatted in the active language by useDocumentHead). */
const title = (id: string): RouteHandle => ({ title: id });

const publicRoutes: RouteObject[] = [
  { index: true, loader: landingLoader, Component: LandingPage },
  { path: 'terms', handle: title('route.title.terms'), lazy: () => import('../features/legal/terms-page') },
  {
    path: 'privacy',
    handle: title('route.title.privacy'),
    lazy: () => import('../features/legal/privacy-page'),
  },
  { path: 'splash', lazy: () => import('../features/splash/splash-page') },
  {
    lazy: () => import('./layouts/auth-layout'),
    children: [
      {
        path: 'sign-in',
        handle: title('route.title.signIn'),
        loader: guestGuardLoader,
        lazy: () => import('../features/auth/sign-in-page'),
      },
      // /sign-up?plan={name}: the page reads the plan from the query string.
      {
        path: 'sign-up',
        handle: title('route.title.signUp'),
        loader: guestGuardLoader,
        lazy: () => import('../features/auth/sign-up-page'),
      },
      {
        path: 'verify/:token',
        handle: title('route.title.verify'),
        loader: guestGuardLoader,
        lazy: () => import('../features/auth/verify-page'),
      },
      {
        path: 'payment',
        handle: title('route.title.payment'),
        loader: adultScreenLoader,
        lazy: () => import('../features/payment/payment-page'),
      },
      // The test payments provider's checkout (DESIGN §6; the server refuses it in production).
      {
        path: 'payment/test',
        handle: title('route.title.testPayment'),
        loader: adultScreenLoader,
        lazy: () => import('../features/payment/test-payment-page'),
      },
      {
        path: 'admin/create',
        handle: title('route.title.createAdmin'),
        lazy: () => import('../features/auth/admin-create-page'),
      },
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
    {
      path: 'pages',
      handle: title('route.title.myPages'),
      loader: pageListLoader('owned'),
      lazy: () => import('../features/pages/my-pages-page'),
    },
    {
      path: 'pages/favorite',
      handle: title('route.title.favorite'),
      loader: pageListLoader('favorited'),
      lazy: () => import('../features/pages/favorite-pages-page'),
    },
    {
      path: 'pages/colored',
      handle: title('route.title.colored'),
      loader: pageListLoader('colored'),
      lazy: () => import('../features/pages/colored-pages-page'),
    },
    {
      path: 'pages/public',
      handle: title('route.title.public'),
      loader: publicPagesLoader,
      lazy: () => import('../features/pages/public-pages-page'),
    },
    {
      path: 'pages/create',
      loader: creationGuardLoader,
      handle: title('route.title.createPage'),
      lazy: () => import('../features/create/create-chooser-page'),
    },
    {
      path: 'pages/create/ai',
      loader: creationGuardLoader,
      handle: title('route.title.createPageAi'),
      lazy: () => import('../features/create/create-ai-page'),
    },
    {
      path: 'pages/create/upload',
      // Kid mode: uploads only where the parent allowed them, else the parent gate first.
      loader: async (args) => (await adultScreenLoader(args)) ?? creationGuardLoader(),
      handle: title('route.title.uploadPage'),
      lazy: () => import('../features/create/create-upload-page'),
    },
    {
      path: 'pages/:id/color',
      handle: title('route.title.colourPage'),
      loader: coloringLoader,
      lazy: () => import('../features/coloring/coloring-page'),
    },
    {
      path: 'books',
      handle: title('route.title.myBooks'),
      loader: adultScreenLoader,
      lazy: () => import('../features/books/books-page'),
    },
    {
      path: 'checkout',
      handle: title('route.title.buyPages'),
      loader: adultScreenLoader,
      lazy: () => import('../features/checkout/checkout-page'),
    },
    {
      path: 'account',
      handle: title('route.title.account'),
      loader: adultScreenLoader,
      lazy: () => import('./account-route'),
    },
    {
      path: 'account/pay/success',
      handle: title('route.title.paymentSuccess'),
      loader: adultScreenLoader,
      lazy: () => import('../features/account/pay-success-page'),
    },
    {
      path: 'account/pay/error',
      handle: title('route.title.paymentFailed'),
      loader: adultScreenLoader,
      lazy: () => import('../features/account/pay-error-page'),
    },
  ],
};

// Admin screens under /admin (/admin/create is public, above).
const adminRoutes: RouteObject = {
  path: 'admin',
  loader: adminGuardLoader,
  lazy: () => import('./layouts/admin-layout'),
  children: [
    {
      index: true,
      handle: title('route.title.dashboard'),
      lazy: () => import('../features/admin-dashboard/dashboard-page'),
    },
    {
      path: 'pages',
      handle: title('route.title.pages'),
      lazy: () => import('../features/admin-pages/admin-pages-page'),
    },
    {
      path: 'pages/colored',
      handle: title('route.title.colored'),
      lazy: () => import('../features/admin-pages/admin-colored-pages-page'),
    },
    {
      path: 'users',
      handle: title('route.title.users'),
      lazy: () => import('../features/admin-users/users-page'),
    },
    {
      path: 'users/create',
      handle: title('route.title.createUser'),
      lazy: () => import('../features/admin-users/user-create-page'),
    },
    {
      path: 'users/:id/edit',
      handle: title('route.title.editUser'),
      lazy: () => import('../features/admin-users/user-edit-page'),
    },
    {
      path: 'subscriptions',
      handle: title('route.title.subscriptions'),
      lazy: () => import('../features/admin-subscriptions/subscriptions-page'),
    },
    {
      path: 'plans',
      handle: title('route.title.plans'),
      lazy: () => import('../features/admin-plans/plans-page'),
    },
    {
      path: 'plans/:id/edit',
      handle: title('route.title.editPlan'),
      lazy: () => import('../features/admin-plans/plan-edit-page'),
    },
    {
      path: 'account',
      handle: title('route.title.account'),
      lazy: () => import('../features/admin-account/admin-account-page'),
    },
    {
      path: 'website',
      handle: title('route.title.website'),
      lazy: () => import('../features/admin-website/website-page'),
    },
    // One editor per landing section: /admin/website/home, /how-it-works, … /terms, /privacy.
    ...websiteSections.map(
      (section): RouteObject => ({
        path: `website/${section.path}`,
        handle: { title: 'route.title.websiteSection', section: section.title },
        lazy: () => import('../features/admin-website/website-editor-page'),
      }),
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
      // "Who is colouring?" (issue 24): full screen, outside the app's frame, for signed-in users.
      {
        path: 'who',
        handle: title('route.title.who'),
        loader: userGuardLoader,
        lazy: () => import('./who-route'),
      },
      adminRoutes,
      { path: '*', handle: title('route.title.notFound'), Component: NotFoundScreen },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
