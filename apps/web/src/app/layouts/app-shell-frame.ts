/*
 * The signed-in frame's classes, shared by the app's AppShell and the server's first paint of a
 * signed-in screen (ssr/first-paint.tsx), so the page the server sends and the app that takes it
 * over line up to the pixel.
 */

export const shellHeader =
  'sticky top-0 z-30 bg-surface/85 shadow-[0_1px_0_var(--color-ink-200)] backdrop-blur-md';
export const shellBar = 'flex h-16 items-center gap-2 px-3 sm:px-6';
export const shellMenuButton =
  'grid size-10 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 lg:hidden';
/** The brand's box: on desktops as wide as the sidebar below it. */
export const shellBrandBox = 'flex min-w-0 items-center';
export const shellBrandBoxWide = 'lg:w-60 lg:shrink-0';
export const shellSidebar =
  'fixed inset-y-0 left-0 z-50 flex w-72 flex-col gap-6 overflow-y-auto bg-surface p-4 shadow-pop transition-[translate,visibility] duration-200 lg:sticky lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)] lg:w-68 lg:shrink-0 lg:translate-x-0 lg:shadow-[1px_0_0_var(--color-ink-200)] lg:bg-transparent lg:px-4 lg:py-6';
export const shellSidebarClosed = 'max-lg:invisible max-lg:-translate-x-full';
export const shellMain = 'min-w-0 flex-1 px-4 pt-6 pb-16 sm:px-8 sm:pt-8 lg:px-10';
export const shellMainScaled = 'min-w-0 flex-1 px-2 pt-3 pb-16 sm:px-4 sm:pt-4 lg:px-6 lg:pb-6';
