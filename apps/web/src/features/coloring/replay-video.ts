import { REPLAY_DURATION_MS, ReplayFrames, type ReplaySource } from './replay-frames';

export const VIDEO_SIZES = [720, 1024] as const;
export type VideoSize = (typeof VIDEO_SIZES)[number];

const FPS = 30;
const GIF_FPS = 10;
/** The finished picture with the app's name stays this long at the end. */
const END_CARD_MS = 2000;

export interface VideoOptions {
  size: VideoSize;
  appName: string;
  title: string;
  onProgress?: (fraction: number) => void;
}

const makeCanvas = (size: number) => {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  return canvas;
};

/** The WebM type this browser records, or null (then the replay is saved as a GIF). */
export function webmType(): string | null {
  if (typeof MediaRecorder === 'undefined' || typeof HTMLCanvasElement.prototype.captureStream !== 'function')
    return null;
  return (
    ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((t) =>
      MediaRecorder.isTypeSupported(t),
    ) ?? null
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records the replay as a WebM: MediaRecorder takes the canvas stream in real time, so frames
 * are drawn on the clock (timers, not animation frames, which stop in a hidden tab).
 */
async function recordWebm(frames: ReplayFrames, type: string, options: VideoOptions): Promise<Blob> {
  const canvas = makeCanvas(options.size);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available');
  frames.seekFraction(0);
  frames.draw(ctx);
  const stream = canvas.captureStream(FPS);
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: options.size * 6000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  recorder.start(1000);
  const total = REPLAY_DURATION_MS + END_CARD_MS;
  const start = performance.now();
  for (;;) {
    const elapsed = performance.now() - start;
    if (elapsed >= total) break;
    if (elapsed < REPLAY_DURATION_MS) {
      frames.seekFraction(elapsed / REPLAY_DURATION_MS);
      frames.draw(ctx);
    } else {
      frames.seekFraction(1);
      frames.drawEndCard(ctx, options.appName, options.title);
    }
    options.onProgress?.(elapsed / total);
    await wait(1000 / FPS);
  }
  recorder.stop();
  await stopped;
  for (const track of stream.getTracks()) track.stop();
  return new Blob(chunks, { type: 'video/webm' });
}

/** Where MediaRecorder is missing (older iOS): an animated GIF through gifenc. */
async function recordGif(frames: ReplayFrames, options: VideoOptions): Promise<Blob> {
  const { GIFEncoder, quantize, applyPalette } = await import('gifenc');
  const canvas = makeCanvas(options.size);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas is not available');
  const gif = GIFEncoder();
  const count = (REPLAY_DURATION_MS / 1000) * GIF_FPS;
  const addFrame = (delay: number) => {
    const { data } = ctx.getImageData(0, 0, options.size, options.size);
    const palette = quantize(data, 256);
    gif.writeFrame(applyPalette(data, palette), options.size, options.size, { palette, delay });
  };
  for (let i = 0; i <= count; i++) {
    frames.seekFraction(i / count);
    frames.draw(ctx);
    addFrame(1000 / GIF_FPS);
    options.onProgress?.(i / (count + 1));
    // Let the page breathe between frames (the progress shows, the tab stays responsive).
    await wait(0);
  }
  frames.drawEndCard(ctx, options.appName, options.title);
  addFrame(END_CARD_MS);
  gif.finish();
  return new Blob([gif.bytes() as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
}

/** The replay as a video file: WebM where the browser records one, else a GIF. */
export async function exportReplayVideo(
  source: ReplaySource,
  options: VideoOptions,
): Promise<{ blob: Blob; extension: 'webm' | 'gif' }> {
  // A replay of its own, so the player on screen keeps its place.
  const frames = await ReplayFrames.create(source);
  const type = webmType();
  if (type) return { blob: await recordWebm(frames, type, options), extension: 'webm' };
  return { blob: await recordGif(frames, options), extension: 'gif' };
}
