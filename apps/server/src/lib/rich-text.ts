import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

/**
 * The allowlist for the Terms and Privacy HTML (what the admin's TipTap editor produces:
 * headings, paragraphs, lists, links, bold/italic, quotes, code). Anything else — scripts,
 * event handlers, `style`, iframes, images — is dropped before the value is stored, so it can
 * never be served. The web app sanitises again when it renders (defence in depth).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  // Only web and mail links; `javascript:` and `data:` URLs lose their href.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, never kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // A link opening a new tab must not hand the new page a handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
  },
};

let sanitize: typeof sanitizeHtml | undefined;

export function sanitizeRichText(html: string): string {
  // Required on first use (an admin's save, the first Terms page rendered) rather than at
  // start-up, where the parser it brings is a noticeable part of the time; synchronously, so
  // callers stay synchronous.
  sanitize ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml;
  return sanitize(html, options);
}

/**
 * Whether sanitised HTML has words in it. An editor emptied by the admin still sends `<p></p>`,
 * which must count as no page (a translation then falls back to the English one, not to a blank).
 */
export const hasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\s/g, '')
    .trim() !== '';
