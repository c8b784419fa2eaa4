// Target sizes (issue 42, WCAG 2.2 2.5.8): every control a pointer can press measured in the page.
// `minimum` is 24 CSS px (2.5.8), 44 on touch screens, 64 for kid mode's colouring tools. Exempt as
// WCAG exempts them: a link inside a sentence, and an undersized target whose 24 px circle (at its
// centre) touches no other target nor another undersized target's circle (the spacing exception).
import type { Page } from 'playwright-core';

export type SmallTarget = { what: string; width: number; height: number; minimum: number };

export type TargetRules = {
  /** Every control (24, or 44 on a touch screen). */
  minimum: number;
  /** Controls inside elements matching `selector` must be at least `minimum` (kid mode's tools: 64). */
  larger?: { selector: string; minimum: number };
};

/** The controls of the page smaller than the rules allow. */
export function smallTargets(page: Page, rules: TargetRules): Promise<SmallTarget[]> {
  return page.evaluate(`((rules) => {${MEASURE}})(${JSON.stringify(rules)})`);
}

/** Runs in the page, as a string: this package's types know no DOM. */
const MEASURE = `
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="radio"], [role="tab"], [role="menuitem"], [role="option"], [role="slider"], [tabindex]:not([tabindex="-1"])';
  const SPACING = 24;
  const shown = (element) => {
    if (element.closest('[inert], [aria-hidden="true"]')) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'contents') return false;
    // Screen-reader only (clipped away) until focused, as a skip link is.
    if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
    const rect = element.getBoundingClientRect();
    // Not laid out, or visually hidden until focused (a skip link: clipped, or above the page).
    return rect.width > 2 && rect.height > 2 && rect.bottom > 0 && rect.right > 0;
  };
  /** A native input drawn invisibly over its own visible control: the label or box is the target. */
  const targetOf = (element) => {
    if (!(element instanceof HTMLInputElement)) return element;
    if (Number(getComputedStyle(element).opacity) === 0)
      return element.closest('label') ?? element.parentElement ?? element;
    return element;
  };
  /** A link in running text: its line is a sentence, not a row of controls. */
  const inSentence = (element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    // Other words on its line: the parent's text without the link's.
    const rest = (element.parentElement?.textContent ?? '').replace(element.textContent ?? '', '');
    return rest.replace(/\\s/g, '').length >= 2;
  };
  const describe = (element) => {
    const name =
      element.getAttribute('aria-label') ??
      element.textContent?.trim().replace(/\\s+/g, ' ').slice(0, 40) ??
      '';
    const testId = element.getAttribute('data-testid');
    return \`\${element.tagName.toLowerCase()}\${testId ? \`[data-testid=\${testId}]\` : ''} "\${name}"\`;
  };
  const targets = [...new Set([...document.querySelectorAll(CONTROLS)].filter(shown).map(targetOf))].filter(
    (element) => !element.parentElement?.closest(CONTROLS) || element.matches('label'),
  );
  /** A checkbox or radio is pressed through its labels too: its target is all of them. */
  const rectOf = (element) => {
    const own = element.getBoundingClientRect();
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
    if (labels.length === 0) return own;
    const rects = [own, ...labels.map((label) => label.getBoundingClientRect())];
    const left = Math.min(...rects.map((r) => r.left));
    const top = Math.min(...rects.map((r) => r.top));
    const right = Math.max(...rects.map((r) => r.right));
    const bottom = Math.max(...rects.map((r) => r.bottom));
    return new DOMRect(left, top, right - left, bottom - top);
  };
  const boxes = targets.map((element) => ({ element, rect: rectOf(element) }));
  const minimumOf = (element) =>
    rules.larger && element.closest(rules.larger.selector) ? rules.larger.minimum : rules.minimum;
  const centre = (rect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  const circleTouches = (rect, other) => {
    const { x, y } = centre(rect);
    const nx = Math.max(other.left, Math.min(x, other.right));
    const ny = Math.max(other.top, Math.min(y, other.bottom));
    return Math.hypot(x - nx, y - ny) < SPACING / 2;
  };
  const undersized = (rect) => rect.width < SPACING - 0.5 || rect.height < SPACING - 0.5;
  const small = [];
  for (const { element, rect } of boxes) {
    const minimum = minimumOf(element);
    // Half a pixel for sub-pixel layout.
    if (rect.width >= minimum - 0.5 && rect.height >= minimum - 0.5) continue;
    if (inSentence(element)) continue;
    if (minimum === SPACING) {
      const crowded = boxes.some(
        (other) =>
          other.element !== element &&
          !other.element.contains(element) &&
          !element.contains(other.element) &&
          (circleTouches(rect, other.rect) ||
            (undersized(other.rect) &&
              Math.hypot(centre(rect).x - centre(other.rect).x, centre(rect).y - centre(other.rect).y) <
                SPACING)),
      );
      if (!crowded) continue;
    }
    small.push({
      what: describe(element),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
      minimum,
    });
  }
  return small;
`;
