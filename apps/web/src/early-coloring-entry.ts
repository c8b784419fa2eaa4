import { startEarlyColoring } from './features/coloring/early-coloring';

/*
 * Its own entry beside early-reads (vite.config.ts): on a colouring address drawn by the server
 * (first paint), it fills the picture in from the early page read, before the app's bundle runs.
 * Elsewhere it finds no such read and stops.
 */
const read = window.__earlyReads?.find((candidate) => /^\/api\/pages\/\d+\/read$/.test(candidate.url));
if (read) startEarlyColoring(read.response);
