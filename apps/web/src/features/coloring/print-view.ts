/**
 * The print-ready page, because printing the screen would put the app around the picture: the
 * finished colouring centred on A4 or Letter with margins, pure black lines, nothing else
 * printed. It opens in a new window (synchronously, inside the click, so pop-up blockers let it
 * through) and is filled once the image is ready. The app's CSP allows no inline script, so the
 * window's buttons are wired from here.
 */

export type Paper = 'A4' | 'letter';

/** The window's words in the active language (issue 23): a message key and its values. */
export type PrintText = (id: string, values?: Record<string, string>) => string;

export const PAPERS: Record<Paper, { label: string; width: number; height: number }> = {
  A4: { label: 'A4', width: 210, height: 297 },
  letter: { label: 'Letter', width: 215.9, height: 279.4 },
};
/** Page margin in millimetres. */
export const PRINT_MARGIN_MM = 12;

/** @page rule for a paper size: the whole sheet, with margins, portrait. */
export const pageRule = (paper: Paper): string =>
  `@page { size: ${paper === 'A4' ? 'A4' : 'letter'} portrait; margin: ${PRINT_MARGIN_MM}mm; }`;

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  * { box-sizing: border-box; }
  html, body { margin: 0; background: #ecebf0; color: #1f1830; }
  .bar { position: sticky; top: 0; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: center;
    padding: 12px; background: #fff; box-shadow: 0 1px 0 #e3dcec; }
  .bar h1 { font-size: 16px; margin: 0 8px 0 0; }
  .bar label { display: flex; gap: 6px; align-items: center; font-weight: 600; }
  .bar select, .bar button { font: inherit; min-height: 44px; padding: 0 16px; border-radius: 999px; border: 1px solid #cbc1d8; background: #fff; }
  .bar button { background: #7c3aed; color: #fff; border: 0; font-weight: 700; cursor: pointer; }
  .bar button:focus-visible, .bar select:focus-visible { outline: 2px solid #7c3aed; outline-offset: 2px; }
  .desk { padding: 24px 12px 48px; display: flex; justify-content: center; }
  .sheet { background: #fff; width: min(100%, 640px); aspect-ratio: var(--paper-ratio); padding: var(--margin);
    box-shadow: 0 2px 4px rgb(0 0 0 / .08), 0 16px 40px -16px rgb(0 0 0 / .3); display: flex; flex-direction: column;
    align-items: center; justify-content: center; gap: 2%; }
  .sheet img { display: block; width: 100%; height: auto; aspect-ratio: 1; image-rendering: auto; }
  .sheet p { margin: 0; font-size: 11px; color: #463d55; }
  @media print {
    html, body { background: #fff; }
    .bar { display: none; }
    .desk { padding: 0; }
    .sheet { width: 100%; aspect-ratio: auto; padding: 0; box-shadow: none; break-inside: avoid; }
    .sheet img { width: 100%; max-height: 240mm; object-fit: contain; }
  }
`;

/** Opens the window at once; null when the browser blocked it. */
export function openPrintWindow(text: PrintText): Window | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  win.document.title = text('coloring.print.preparingTitle');
  win.document.body.textContent = text('coloring.print.preparingBody');
  return win;
}

function setPaper(doc: Document, paper: Paper): void {
  const rule = doc.getElementById('page-size');
  if (rule) rule.textContent = pageRule(paper);
  const size = PAPERS[paper];
  const sheet = doc.querySelector<HTMLElement>('.sheet');
  sheet?.style.setProperty('--paper-ratio', `${size.width} / ${size.height}`);
  sheet?.style.setProperty('--margin', `${(PRINT_MARGIN_MM / size.width) * 100}%`);
}

/** Fills the print window with the finished page; it prints once the image is ready. */
export function renderPrintView(
  win: Window,
  { title, image, text }: { title: string; image: string; text: PrintText },
): void {
  const doc = win.document;
  doc.title = text('coloring.print.documentTitle', { title });
  doc.documentElement.lang = document.documentElement.lang;
  doc.head.innerHTML = '<meta name="viewport" content="width=device-width, initial-scale=1">';
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const pageSize = doc.createElement('style');
  pageSize.id = 'page-size';
  doc.head.append(style, pageSize);

  doc.body.innerHTML = `
    <div class="bar">
      <h1></h1>
      <label><span id="paper-label"></span>
        <select id="paper">
          <option value="A4">A4</option>
          <option value="letter"></option>
        </select>
      </label>
      <button type="button" id="print"></button>
    </div>
    <main class="desk"><div class="sheet"><img alt=""><p></p></div></main>`;
  // The words go in as text, never as markup.
  const paperLabel = doc.getElementById('paper-label');
  if (paperLabel) paperLabel.textContent = text('coloring.print.paper');
  const letter = doc.querySelector('option[value="letter"]');
  if (letter) letter.textContent = text('coloring.print.letter');
  const printButton = doc.getElementById('print');
  if (printButton) printButton.textContent = text('coloring.action.print');
  const heading = doc.querySelector('h1');
  if (heading) heading.textContent = title;
  const caption = doc.querySelector('.sheet p');
  if (caption) caption.textContent = title;
  const img = doc.querySelector('img');
  const select = doc.getElementById('paper') as HTMLSelectElement | null;
  // Letter is the paper of North America; everyone else gets A4.
  const paper: Paper = /^en-(US|CA)$|^es-(US|MX)$|^fr-CA$/.test(navigator.language) ? 'letter' : 'A4';
  if (select) {
    select.setAttribute('aria-label', text('coloring.print.paperSize'));
    select.value = paper;
    select.addEventListener('change', () => setPaper(doc, select.value === 'letter' ? 'letter' : 'A4'));
  }
  setPaper(doc, paper);
  doc.getElementById('print')?.addEventListener('click', () => win.print());
  if (img) {
    img.alt = text('coloring.print.imageAlt', { title });
    img.addEventListener('load', () => win.setTimeout(() => win.print(), 50), { once: true });
    img.src = image;
  }
  win.focus();
}
