import DOMPurify from 'dompurify';

/** Admin-authored rich text (terms, privacy): keep formatting, drop scripts, styles and handlers. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
