import type { RegionMap, Tool } from '@colorbook/canvas';
import { DEFAULT_BRUSH_SIZE, DEFAULT_COLOR, lineWidth } from '@colorbook/canvas/constants';
import { matchScreen } from '../../app/screens';
import { draftKey } from '../../lib/device-drafts';
import { needsPublicPage } from './coloring-rules';
import { startFrom } from './draft';
import { readDraft } from './draft-store';
import { EARLY_COLORING_IDS as IDS } from './early-coloring-ids';
import { fetchEarlyRegions, fillOnPicture, fillOpenOnPicture } from './early-fill';
import { shortcutFor, stepBrushSize } from './shortcuts';
import { fitView, type View } from './viewport';
import { measureWorkspace } from './workspace-size';

/*
 * Fills in the server's first paint of the colouring screen (ssr/first-paint-coloring.tsx) from
 * the early page read (lib/early-reads.ts), while the app's bundle still loads: the viewport gets
 * the size the app will give it (measureWorkspace, fitView), then the title, the saved colouring
 * and the line art arrive. The app replaces the picture with its own screen, which draws the same
 * things in the same place. Run by its own entry (src/early-coloring-entry.ts), which the server
 * adds only to that picture; none of it runs when the head's script hid the picture.
 */

type PageRead = {
  title?: unknown;
  illustration?: unknown;
  is_owner?: unknown;
  is_colored?: unknown;
  colored?: { photo?: unknown } | null;
};

/** What a person did on the picture before the app was ready: replayed by the app, in order. */
export type EarlyInput =
  | { kind: 'pointer'; type: string; init: PointerEventInit }
  | { kind: 'key'; type: string; init: KeyboardEventInit };

declare global {
  interface Window {
    /** Set while the picture takes input (use-first-paint-handover.ts takes it over). */
    __earlyColoring?: { take(): EarlyInput[] };
  }
}

/**
 * The HTML is parsed ('interactive'). Not DOMContentLoaded: that waits for the deferred module
 * scripts, the app's bundle among them, which is what this picture is here to not wait for.
 */
const parsed = (): Promise<void> =>
  document.readyState === 'loading'
    ? new Promise((done) => {
        const check = () => {
          if (document.readyState === 'loading') return;
          document.removeEventListener('readystatechange', check);
          done();
        };
        document.addEventListener('readystatechange', check);
      })
    : Promise.resolve();

const pictureShown = () => document.documentElement.dataset.firstPaint !== 'off';

let view: View = { scale: 0, x: 0, y: 0 };

/** The page's stored region map, once the picture has asked for it (early-fill.ts), and its bytes. */
let startRegions: (map: Promise<RegionMap | null>, stored: Promise<Uint8Array | null>) => void = () =>
  undefined;
const regions = new Promise<RegionMap | null>((started) => {
  startRegions = (map, stored) => {
    started(map);
    storedRegions = stored;
    void map.then(() => {
      mapCame = true;
    });
  };
});
let storedRegions: Promise<Uint8Array | null> = Promise.resolve(null);
let mapCame = false;

const pageIdOfAddress = () => Number(matchScreen(location.pathname)?.params.id);

/** Sizes the viewport and fits the page in it, as the app's useWorkspaceSize and fitView do. */
function layout(): void {
  const workspace = document.getElementById(IDS.workspace);
  const viewport = document.getElementById(IDS.viewport);
  const page = document.getElementById(IDS.page);
  if (!workspace || !viewport || !page) return;
  const size = measureWorkspace(workspace, false);
  viewport.style.width = `${size.width}px`;
  viewport.style.height = `${size.height}px`;
  view = fitView(size);
  page.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
}

/** The signed-in user's id as spec §3 stores it ('auth'), or null. */
function storedUserId(): number | null {
  try {
    const id = (JSON.parse(localStorage.getItem('auth') ?? 'null') as { user?: { id?: unknown } } | null)
      ?.user?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * The colours the page opens with, as the engine picks them (use-coloring-engine's initialLayer):
 * this device's draft, unless the saved colouring changed since; else the saved colouring.
 */
async function startingColors(page: PageRead): Promise<CanvasImageSource | null> {
  const photo = typeof page.colored?.photo === 'string' && page.colored.photo ? page.colored.photo : null;
  const pageId = pageIdOfAddress();
  const userId = storedUserId();
  const draft = userId !== null && pageId ? await readDraft(draftKey(userId, pageId)) : null;
  const from = startFrom(draft, photo);
  if (from === 'draft' && draft) return createImageBitmap(draft.layer);
  if (from !== 'colored' || !photo) return null;
  // The saved picture holds the lines too: under the multiplied line art it looks the same.
  const saved = new Image();
  saved.src = photo;
  await saved.decode();
  return saved;
}

function fill(page: PageRead): void {
  const title = typeof page.title === 'string' && page.title.trim() ? page.title : '';
  if (title) {
    for (const heading of document.querySelectorAll('#first-paint h1')) heading.textContent = title;
  }
  const lineArt = document.getElementById(IDS.lineArt) as HTMLImageElement | null;
  if (lineArt && typeof page.illustration === 'string') lineArt.src = page.illustration;
  const colors = document.getElementById(IDS.colors) as HTMLCanvasElement | null;
  const context = colors?.getContext('2d');
  if (!colors || !context) return;
  startingColors(page)
    .then((start) => {
      if (!start) return;
      // Beneath any stroke already made on the picture.
      context.globalCompositeOperation = 'destination-over';
      context.drawImage(start, 0, 0, colors.width, colors.height);
    })
    .catch(() => undefined);
}

/**
 * The picture's tool buttons (the toolbar the server drew, disabled until now), made to look
 * ready: a tap on one picks that tool on the picture (takeInput), as the app's toolbar would.
 */
function earlyToolButtons(): HTMLButtonElement[] {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('#first-paint button[data-tool]')];
  for (const button of buttons) button.disabled = false;
  return buttons;
}

/** The pointer is over this element (drawn: a hidden toolbar variant has an empty box). */
function covers(element: Element, event: PointerEvent): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom
  );
}

/**
 * Takes strokes and keys on the picture until the app is ready, so nothing a child does in that
 * moment is lost: each is kept for the app to replay through its own tools (the app then draws
 * it for real, undo and all), and a brush or eraser stroke shows at once, drawn here with the
 * screen's starting brush (the app starts every visit with it, spec §9's defaults). Only where
 * the page may be painted without a credit (spec §5: owned or already coloured): anywhere else
 * the app decides, as it would for a stroke after loading.
 */
function takeInput(page: PageRead): void {
  const viewport = document.getElementById(IDS.viewport);
  const colors = document.getElementById(IDS.colors) as HTMLCanvasElement | null;
  const context = colors?.getContext('2d');
  if (!viewport || !colors || !context) return;
  const preview = !needsPublicPage({
    is_colored: page.is_colored === true,
    is_owner: page.is_owner === true,
  });
  const kept: EarlyInput[] = [];
  /** Pointers pressed on the picture and not yet lifted: only their events are kept. */
  const pressed = new Set<number>();
  let tool: Tool = 'brush';
  let size = DEFAULT_BRUSH_SIZE;
  let drawing: { id: number; x: number; y: number } | null = null;

  const toPage = (event: PointerEvent) => {
    const box = viewport.getBoundingClientRect();
    return {
      x: (event.clientX - box.left - view.x) / view.scale,
      y: (event.clientY - box.top - view.y) / view.scale,
    };
  };
  const line = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    context.globalCompositeOperation = tool === 'eraser' ? 'destination-out' : 'source-over';
    context.strokeStyle = DEFAULT_COLOR;
    context.lineWidth = lineWidth(size, view.scale);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  };

  const toolButtons = preview ? earlyToolButtons() : [];
  const chooseTool = (next: Tool) => {
    tool = next;
    for (const button of toolButtons)
      button.setAttribute('aria-pressed', String(button.dataset.tool === next));
  };
  // A tap on a tool button picks it here, and is kept as its shortcut for the app to replay.
  const tapTool = (event: PointerEvent) => {
    const button = toolButtons.find((candidate) => covers(candidate, event));
    const key = button?.dataset.toolKey?.toLowerCase();
    if (!button || !key) return;
    chooseTool(button.dataset.tool as Tool);
    for (const type of ['keydown', 'keyup']) kept.push({ kind: 'key', type, init: { bubbles: true, key } });
  };

  const onPointer = (event: PointerEvent) => {
    if (event.type === 'pointerup' && !pressed.has(event.pointerId)) tapTool(event);
    if (event.type === 'pointerdown') {
      if (!covers(viewport, event)) return;
      pressed.add(event.pointerId);
    } else if (!pressed.has(event.pointerId)) return;
    if (event.type === 'pointerup' || event.type === 'pointercancel') pressed.delete(event.pointerId);
    kept.push({
      kind: 'pointer',
      type: event.type,
      init: {
        bubbles: true,
        cancelable: true,
        pointerId: event.pointerId,
        pointerType: event.pointerType,
        isPrimary: event.isPrimary,
        button: event.button,
        buttons: event.buttons,
        clientX: event.clientX,
        clientY: event.clientY,
        pressure: event.pressure,
        width: event.width,
        height: event.height,
      },
    });
    const drawn = tool === 'brush' || tool === 'eraser';
    if (!preview || (event.pointerType === 'mouse' && event.button > 0)) return;
    const point = toPage(event);
    // A tap with the Fill tool fills at its pointer up, as the app's tap does, once the map is here.
    // Until the map is rebuilt the region's open pixels show at once, from the stored bytes.
    if (tool === 'fill' && event.type === 'pointerup') {
      if (!mapCame)
        void storedRegions.then((bytes) => bytes && fillOpenOnPicture(bytes, colors, point.x, point.y));
      void regions.then((map) => map && fillOnPicture(map, colors, point.x, point.y));
    }
    if (!drawn) return;
    if (event.type === 'pointerdown' && !drawing) {
      drawing = { id: event.pointerId, ...point };
      line(point, point);
    } else if (event.type === 'pointermove' && drawing?.id === event.pointerId) {
      line(drawing, point);
      drawing = { id: event.pointerId, ...point };
    } else if (drawing?.id === event.pointerId) {
      drawing = null;
    }
  };
  const onKey = (event: KeyboardEvent) => {
    kept.push({
      kind: 'key',
      type: event.type,
      init: {
        bubbles: true,
        cancelable: true,
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
      },
    });
    const shortcut = event.type === 'keydown' ? shortcutFor(event) : null;
    if (shortcut?.type === 'tool') chooseTool(shortcut.tool);
    if (shortcut?.type === 'brushSize') size = stepBrushSize(size, shortcut.step);
  };
  const types = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;
  for (const type of types) window.addEventListener(type, onPointer, true);
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('keyup', onKey, true);
  // The app beneath (it renders under the picture) must not take these too.
  document.getElementById('root')?.setAttribute('inert', '');
  // Ready to paint on as far as a person can tell: no spinner over it.
  if (preview) document.getElementById(IDS.loading)?.remove();
  window.__earlyColoring = {
    take() {
      for (const type of types) window.removeEventListener(type, onPointer, true);
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', onKey, true);
      window.__earlyColoring = undefined;
      return kept;
    },
  };
}

/** The line art has come and been painted, or will not come. */
function lineArtShown(): Promise<void> {
  const lineArt = document.getElementById(IDS.lineArt) as HTMLImageElement | null;
  if (!lineArt?.getAttribute('src')) return Promise.resolve();
  return lineArt
    .decode()
    .catch(() => undefined)
    .then(() => new Promise<void>((painted) => requestAnimationFrame(() => painted())));
}

/**
 * `read`: the early GET /api/pages/{id}/read's answer, parsed (null when it failed): the same
 * promise that sets the line art, so the picture takes strokes from the moment it shows them.
 * `done` is called once the picture shows its page, or once it is clear that it will not.
 */
export function startEarlyColoring(read: Promise<unknown>, done: () => void): void {
  // The map that fills the first tap needs neither the page read nor the parsed page: its worker
  // starts now, not once the HTML is parsed (on a phone's CPU that came ~0.8 s later, and the
  // first taps waited for it). The app takes the same map should the picture not show.
  const { map, stored } = fetchEarlyRegions(pageIdOfAddress());
  void parsed()
    .then(async () => {
      if (!document.getElementById(IDS.workspace) || !pictureShown()) return;
      startRegions(map, stored);
      layout();
      window.addEventListener('resize', layout);
      const answer = (await read) as PageRead | null;
      if (!answer || typeof answer.illustration !== 'string') return;
      fill(answer);
      takeInput(answer);
      await lineArtShown();
      // The app starts once the map is here too: its chunks would take a phone's link from it.
      await map;
    })
    .finally(done);
}
