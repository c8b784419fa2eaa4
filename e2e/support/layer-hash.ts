// The colour layer as a fingerprint, for journeys and benches alike (no vitest here: bench/ uses it).
import type { Page } from 'playwright-core';

/** The colour layer's pixels hashed in the page: two canvases compared without shipping 4 MB. */
export const layerHash = (page: Page): Promise<string> =>
  page.evaluate<string>(`(async () => {
    const canvas = document.querySelector('[data-testid="color-layer"]');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const digest = await crypto.subtle.digest('SHA-256', data);
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  })()`);
