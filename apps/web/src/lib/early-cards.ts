/*
 * The first cards of a page list before the app runs (issue 41): the first paint draws card
 * placeholders (ssr/first-paint.tsx, `PageCardSkeleton early`), and when the list's early read
 * answers this puts each of the first cards' picture and title into them, so My pages shows its
 * pictures while the app's bundle still starts. The app then loads the same picture addresses
 * from the memory cache and replaces the first paint as usual. Self-contained (it runs in the
 * early-reads entry): DOM calls only, and text through textContent, never as markup.
 */

import {
  EARLY_IMAGE_CLASS,
  EARLY_IMAGE_SIZE,
  EARLY_PICTURE_CLASS,
  EARLY_TITLE_CLASS,
} from '../components/early-card-look';

/** How many cards get their picture early: a phone's first screen and a desktop's first row. */
export const EARLY_CARD_COUNT = 4;

type ListItem = { title?: unknown; preview?: unknown; colored?: { preview?: unknown } | null };

/** The picture a card shows: PageCard's rule (the viewer's colouring on Colored pages). */
export function earlyCardPicture(item: ListItem, scope: string): string | null {
  const colored = scope === 'colored' ? item.colored?.preview : undefined;
  const picture = typeof colored === 'string' && colored ? colored : item.preview;
  // Same-origin addresses only (the API's /api/files/…): never a script URL or another site.
  return typeof picture === 'string' && picture.startsWith('/') && !picture.startsWith('//') ? picture : null;
}

function fillPicture(card: Element, item: ListItem, scope: string): void {
  const picture = card.querySelector('[data-early-picture]');
  const src = earlyCardPicture(item, scope);
  // The server may have drawn it already (the list came with the HTML: docs/decisions/0057).
  if (!picture || !src || picture.querySelector('img')?.getAttribute('src') === src) return;
  const image = document.createElement('img');
  image.src = src;
  image.alt = '';
  image.width = EARLY_IMAGE_SIZE;
  image.height = EARLY_IMAGE_SIZE;
  image.decoding = 'async';
  image.className = EARLY_IMAGE_CLASS;
  picture.className = EARLY_PICTURE_CLASS;
  picture.replaceChildren(image);
}

function fillTitle(card: Element, item: ListItem): void {
  const title = card.querySelector('[data-early-title]');
  if (!title || typeof item.title !== 'string' || !item.title || title.textContent === item.title) return;
  title.className = EARLY_TITLE_CLASS;
  title.textContent = item.title;
}

/**
 * Each placeholder gets its page's title, the first few their pictures; placeholders past the
 * list's end go, so the grid already has the app's shape (an empty list keeps them: the app says
 * it is empty).
 */
function fillCards(items: ListItem[], scope: string): void {
  const cards = [...document.querySelectorAll('#first-paint [data-early-card]')];
  if (items.length === 0) return;
  cards.forEach((card, index) => {
    const item = items[index];
    if (!item) {
      (card.closest('li') ?? card).remove();
      return;
    }
    fillTitle(card, item);
    if (index < EARLY_CARD_COUNT) fillPicture(card, item, scope);
  });
}

/**
 * Runs `fill` once the first paint's placeholders are parsed: the app page puts `#root` right
 * after `#first-paint`, so its presence means every card is there. Not DOMContentLoaded, which
 * waits for the app's module script to download and run (on a phone's link, a second or more).
 */
function whenCardsParsed(fill: () => void): void {
  const ready = () => document.readyState !== 'loading' || document.getElementById('root') !== null;
  const check = () => {
    if (ready()) fill();
    else requestAnimationFrame(check);
  };
  check();
}

declare global {
  interface Window {
    /** Settles once the first cards' pictures came or failed (src/early-cards-entry.ts waits for it). */
    __earlyCards?: Promise<void>;
  }
}

/** Pictures asked for the moment the list answers, held so they are not collected before use. */
const ahead: HTMLImageElement[] = [];

/** Starts the first cards' pictures at once, so the cards find them in the memory cache. */
function fetchPicturesAhead(items: ListItem[], scope: string): Promise<void> {
  const came: Promise<void>[] = [];
  for (const item of items.slice(0, EARLY_CARD_COUNT)) {
    const src = earlyCardPicture(item, scope);
    if (!src) continue;
    const image = new Image();
    image.decoding = 'async';
    // What the person waits for: without it Chrome queues an image behind the font (~100 ms on a phone).
    image.fetchPriority = 'high';
    came.push(
      new Promise((settled) => {
        image.onload = () => settled();
        image.onerror = () => settled();
      }),
    );
    image.src = src;
    ahead.push(image);
  }
  return Promise.all(came).then(() => undefined);
}

/** Fills the first paint's placeholders from the list's early read (parsed; null when it failed). */
export function showEarlyCards(read: Promise<unknown>, scope: string): void {
  window.__earlyCards = read
    .then((answer) => {
      const items = (answer as { data?: unknown } | null)?.data;
      if (!Array.isArray(items)) return;
      const pictures = fetchPicturesAhead(items, scope);
      whenCardsParsed(() => fillCards(items, scope));
      return pictures;
    })
    .catch(() => undefined);
}
