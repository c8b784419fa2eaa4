import { decodeLog, gunzipLog, type LogOp, needsColorKey } from '@colorbook/canvas';
import { loadImage, rasterise } from '../features/coloring/image-io';
import { REPLAY_DURATION_MS, ReplayFrames } from '../features/coloring/replay-frames';

/*
 * The share page's time-lapse player (/s/{token}, decision 0028 "Share page"): the only script
 * of that page, loaded only when the colouring has a log. It plays the log through the same
 * engine replay as the app's player (ReplayFrames), from the blank page to the finished picture
 * in about ten seconds, with play/pause, a scrub slider and skip to the end. Until the replay is
 * ready, and whenever it cannot be played, the page keeps its still picture.
 */

const SCRUB_STEPS = 1000;

type State = 'loading' | 'playing' | 'paused' | 'ended' | 'failed';

const part = <T extends Element>(root: Element, name: string): T => {
  const found = root.querySelector<T>(`[data-${name}]`);
  if (!found) throw new Error(`share player: no [data-${name}]`);
  return found;
};

async function fetchOps(url: string): Promise<readonly LogOp[]> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`replay log: ${response.status}`);
  const ops = decodeLog(await gunzipLog(new Uint8Array(await response.arrayBuffer())));
  if (ops.length === 0) throw new Error('replay log: empty');
  // Logs carry the colour key their magic colours and hints used (a `key` op); one recorded
  // before they did would not end on the saved picture, so the still picture stays.
  if (needsColorKey(ops)) throw new Error('replay log: an older log without its colour key');
  return ops;
}

async function start(root: HTMLElement): Promise<void> {
  const canvas = part<HTMLCanvasElement>(root, 'replay-canvas');
  const loading = part<HTMLElement>(root, 'replay-loading');
  const controls = part<HTMLElement>(root, 'replay-controls');
  const play = part<HTMLButtonElement>(root, 'replay-play');
  const scrub = part<HTMLInputElement>(root, 'replay-scrub');
  const skip = part<HTMLButtonElement>(root, 'replay-skip');
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  // The page's own words, in its language (rendered by SharedReplayPlayer from the catalogues).
  const {
    labelPlay = play.getAttribute('aria-label') ?? '',
    labelPause = labelPlay,
    labelAgain = labelPlay,
  } = root.dataset;
  const percent = new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'percent' });

  const setState = (state: State) => {
    root.dataset.state = state;
  };
  setState('loading');
  loading.hidden = false;

  let frames: ReplayFrames;
  try {
    const [ops, lineArtImage] = await Promise.all([
      fetchOps(root.dataset.log ?? ''),
      loadImage(root.dataset.lineArt ?? ''),
    ]);
    frames = await ReplayFrames.create({ ops, lineArt: rasterise(lineArtImage, true) });
  } catch (error) {
    // The still picture is the answer: the visitor still sees the colouring.
    console.warn('The replay could not be played; showing the picture.', error);
    loading.hidden = true;
    // Said on screen too: the visitor asked for a replay and sees why there is none.
    part<HTMLElement>(root, 'replay-failed').hidden = false;
    setState('failed');
    return;
  }

  let playing = false;
  let handle = 0;

  const show = (fraction: number) => {
    frames.seekFraction(fraction);
    frames.draw(ctx);
    const at = frames.fraction;
    scrub.value = String(Math.round(at * SCRUB_STEPS));
    scrub.setAttribute('aria-valuetext', percent.format(Math.round(at * 100) / 100));
    root.dataset.position = at.toFixed(3);
    render();
  };

  const render = () => {
    const ended = frames.fraction >= 1;
    const icon = playing ? 'pause' : ended ? 'again' : 'play';
    for (const span of play.querySelectorAll<HTMLElement>('[data-icon]'))
      span.hidden = span.dataset.icon !== icon;
    play.setAttribute('aria-label', playing ? labelPause : ended ? labelAgain : labelPlay);
    setState(playing ? 'playing' : ended ? 'ended' : 'paused');
  };

  const pause = () => {
    playing = false;
    cancelAnimationFrame(handle);
    render();
  };

  // The whole log in REPLAY_DURATION_MS: a long colouring simply plays faster.
  const resume = () => {
    let at = frames.fraction >= 1 ? 0 : frames.fraction;
    let last = performance.now();
    playing = true;
    show(at);
    const tick = (now: number) => {
      at = Math.min(1, at + (now - last) / REPLAY_DURATION_MS);
      last = now;
      if (at >= 1) playing = false;
      show(at);
      if (playing) handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
  };

  play.addEventListener('click', () => (playing ? pause() : resume()));
  scrub.addEventListener('input', () => {
    pause();
    show(Number(scrub.value) / SCRUB_STEPS);
  });
  skip.addEventListener('click', () => {
    pause();
    show(1);
  });

  loading.hidden = true;
  canvas.hidden = false;
  controls.hidden = false;
  // Someone who asked for less motion gets the finished picture and plays it when they like.
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) show(1);
  else resume();
}

for (const root of document.querySelectorAll<HTMLElement>('[data-share-player]')) {
  void start(root);
}
