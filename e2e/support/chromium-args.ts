// Plain Node (no vitest), so the benches launch Chromium exactly as the journeys do: headless,
// and nothing of its own running in the background (updates, sync, networking) to skew a figure.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
