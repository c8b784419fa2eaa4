import { guardFirstPaint } from './first-paint-guard';

// Its own entry: the inline script the server puts in <head> (first-paint-guard.ts says why).
guardFirstPaint(document.documentElement, localStorage);
