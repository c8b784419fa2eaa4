import type { ColoringEngine, KeyProgressSummary } from '@colorbook/canvas';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/notifications';
import { dataOrThrow } from '../../lib/query-client';
import { fetchColorKey } from './color-key-api';
import { isTypingTarget, swatchForKey } from './shortcuts';

export const NO_KEY_MESSAGE = 'This page has too few parts to colour by number.';
export const KEY_FAILED_MESSAGE = 'Colour by number could not be loaded. Please try again.';
/** How long the completion signal stays up (the confetti then fades out on its own timer). */
const CELEBRATE_PULSE_MS = 100;

type Options = {
  engine: ColoringEngine | null;
  pageId: number;
  /** False when the page read says the page has no key (`has_color_key`): no request is made. */
  offered: boolean;
  /** Picks a colour as the palette does (swatch n picks its key colour). */
  onColor: (color: string) => void;
  /** May this user paint now (spec §5's public-page credit)? Magic colours and hints paint. */
  mayPaint: () => boolean;
  /** Magic colours or a hint painted: unsaved work, auto-saved like a stroke. */
  onPainted: () => void;
};

export type ColorByNumber = ReturnType<typeof useColorByNumber>;

/**
 * Colour by number on the colouring screen: the toggle, the page's key (read once per page
 * through the query cache), the numbered swatches, progress k of N, the completion signal for
 * the confetti, magic colours and hints, and the swatch keys (1–9, `[` and `]`).
 */
export function useColorByNumber({ engine, pageId, offered, onColor, mayPaint, onPainted }: Options) {
  const [on, setOn] = useState(false);
  const [palette, setPalette] = useState<readonly string[]>([]);
  const [names, setNames] = useState<readonly string[] | undefined>(undefined);
  const [swatch, setSwatch] = useState<number | null>(null);
  const [progress, setProgress] = useState<KeyProgressSummary | null>(null);
  const [celebrating, setCelebrating] = useState(false);
  const onRef = useRef(on);
  onRef.current = on;
  const query = useQuery({
    queryKey: ['pages', pageId, 'color-key'],
    queryFn: async ({ signal }) => dataOrThrow(await fetchColorKey(pageId, signal)),
    enabled: on && engine !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const key = query.data;
  const failed = query.isError;
  const active = on && palette.length > 0 && progress !== null;

  // The key arrived (or the mode was turned on with it cached): lay it out on the regions.
  useEffect(() => {
    if (!on || !engine || key === undefined) return;
    let cancelled = false;
    void (async () => {
      const summary = key ? await engine.setColorKey(key) : null;
      if (cancelled) {
        // Left while the regions were labelled: the key laid out late must not stay.
        if (summary && !onRef.current) void engine.setColorKey(null);
        return;
      }
      if (!summary || !key) {
        notify(NO_KEY_MESSAGE);
        setOn(false);
        return;
      }
      setPalette(key.palette);
      setNames(key.names);
      setProgress(summary);
    })();
    return () => {
      cancelled = true;
    };
  }, [on, engine, key]);

  useEffect(() => {
    if (on && failed) {
      notify(KEY_FAILED_MESSAGE, { variant: 'danger' });
      setOn(false);
    }
  }, [on, failed]);

  // Leaving the mode drops the key (numbers and highlights go); the colours stay.
  useEffect(() => {
    if (on || !engine) return;
    // Dropping is immediate; the overlay redraws as progress goes back to null.
    void engine.setColorKey(null);
    setPalette([]);
    setProgress(null);
    setSwatch(null);
  }, [on, engine]);

  // Progress after every change; the page just completed fires the confetti.
  useEffect(() => {
    if (!engine) return;
    return engine.onChange((change) => {
      if (!change.progress) return;
      const next = change.progress;
      setProgress((previous) => {
        if (previous && previous.done < previous.total && next.done === next.total) setCelebrating(true);
        return next;
      });
    });
  }, [engine]);
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(false), CELEBRATE_PULSE_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  const pickSwatch = useCallback(
    (index: number) => {
      const color = palette[index];
      if (color === undefined) return;
      setSwatch(index);
      onColor(color);
    },
    [palette, onColor],
  );

  // Capture phase: in the mode these keys pick swatches before `[`/`]` could size the brush.
  useEffect(() => {
    if (!active) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target as HTMLElement | null)) return;
      const index = swatchForKey(event, swatch, palette.length);
      if (index === null) return;
      event.preventDefault();
      pickSwatch(index);
    };
    window.addEventListener('keydown', handleKey, true);
    return () => window.removeEventListener('keydown', handleKey, true);
  }, [active, swatch, palette.length, pickSwatch]);

  const magic = useCallback(() => {
    if (engine && mayPaint() && engine.magicColor()) onPainted();
  }, [engine, mayPaint, onPainted]);
  const hint = useCallback(() => {
    if (engine && mayPaint() && engine.hint()) onPainted();
  }, [engine, mayPaint, onPainted]);

  return {
    on,
    active,
    loading: on && !active,
    toggle: () => {
      if (!on && !offered) notify(NO_KEY_MESSAGE);
      else setOn(!on);
    },
    palette,
    names,
    swatch,
    pickSwatch,
    progress,
    celebrating,
    magic,
    hint,
  };
}
