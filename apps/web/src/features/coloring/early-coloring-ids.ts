/** The elements of the colouring screen's first paint (ssr/first-paint-coloring.tsx) the early script fills in. */
export const EARLY_COLORING_IDS = {
  workspace: 'first-paint-workspace',
  viewport: 'first-paint-viewport',
  page: 'first-paint-page',
  colors: 'first-paint-colors',
  lineArt: 'first-paint-line-art',
  loading: 'first-paint-loading',
} as const;
