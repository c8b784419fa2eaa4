import { createHash } from 'node:crypto';
import type { InlineScript } from './web-build';

/**
 * A script's text as it goes between <script> tags (a `</script` inside would end the element
 * early), and its SHA-256 as CSP's script-src wants it. The build computes it once
 * (vite-web-build.ts); the server only copies the hashes into its Content-Security-Policy.
 */
export function inlineScript(text: string): InlineScript {
  const body = text.trim().replace(/<\/script/gi, '<\\/script');
  return { body, hash: `'sha256-${createHash('sha256').update(body).digest('base64')}'` };
}
