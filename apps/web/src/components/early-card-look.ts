/*
 * How an early card's picture and title look once filled in, whether the server draws them into
 * the first paint (components/page-card-skeleton.tsx) or the head script fills them in
 * (lib/early-cards.ts): PageCard's own look, so nothing moves when the app takes over. Plain
 * strings in a module of their own, because the head script must not import a component.
 */
export const EARLY_PICTURE_CLASS = 'relative aspect-square overflow-hidden bg-white';
export const EARLY_IMAGE_CLASS = 'h-full w-full object-contain';
export const EARLY_TITLE_CLASS = 'line-clamp-1 text-sm font-extrabold sm:text-base';
/** PageCard's picture size, the image's intrinsic one. */
export const EARLY_IMAGE_SIZE = 512;
