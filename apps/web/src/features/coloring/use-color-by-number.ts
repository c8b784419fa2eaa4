import type { ColoringEngine, KeyProgressSummary } from '@colorbook/canvas';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { NUMBER_MODE_PARAM, NUMBER_MODE_VALUE } from '../../lib/coloring-path';
import { notify } from '../../lib/notifications';
import { useColorAids } from './color-aids-store';
import { isTypingTarget, swatchForKey } from './shortcuts';
import { colorKeyQuery, useKeyAsShown, useMagicColors } from './use-magic-colors';

const NO_KEY_MESSAGE_ID = 'coloring.numbers.noKey';
const KEY_FAILED_MESSAGE_ID = 'coloring.numbers.keyFailed';
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
 * the confetti, magic colours and hints (use-magic-colors, in normal mode too), and the swatch
 * keys (1–9, `[` and `]`). Opened with `?mode=number`, it turns itself on once the engine is ready.
 */
export function useColorByNumber({ engine, pageId, offered, onColor, mayPaint, onPainted }: Options) {
  // Read when a message is shown: a language switch must not re-run the effects below.
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const say = useCallback((id: string) => intlRef.current.formatMessage({ id }), []);
  const [on, setOn] = useState(false);
  const [palette, setPalette] = useState<readonly string[]>([]);
  const [names, setNames] = useState<readonly string[] | undefined>(undefined);
  const [swatch, setSwatch] = useState<number | null>(null);
  const [progress, setProgress] = useState<KeyProgressSummary | null>(null);
  const [celebrating, setCelebrating] = useState(false);
  const onRef = useRef(on);
  onRef.current = on;
  const query = useQuery({ ...colorKeyQuery(pageId), enabled: on && engine !== null });
  const { colorBlind } = useColorAids();
  const key = useKeyAsShown(query.data, colorBlind);
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
        notify(say(NO_KEY_MESSAGE_ID));
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
  }, [on, engine, key, say]);

  useEffect(() => {
    if (on && failed) {
      notify(say(KEY_FAILED_MESSAGE_ID), { variant: 'danger' });
      setOn(false);
    }
  }, [on, failed, say]);

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
      // Progress from a key magic colours borrowed in normal mode is not the mode's.
      if (!change.progress || !onRef.current) return;
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

  const { magic, hint, busy, keyEpoch } = useMagicColors({
    engine,
    pageId,
    offered,
    modeRef: onRef,
    colorBlind,
    mayPaint,
    onPainted,
  });
  // What the overlay draws from: the mode's progress, or a borrowed key just dropped.
  const keyState = useMemo(() => ({ progress, keyEpoch }), [progress, keyEpoch]);

  const toggle = useCallback(() => {
    if (!onRef.current && !offered) notify(say(NO_KEY_MESSAGE_ID));
    else setOn(!onRef.current);
  }, [offered, say]);

  // A page card's "Colour by number": the mode starts once, when the engine is ready.
  const [searchParams] = useSearchParams();
  const openInMode = searchParams.get(NUMBER_MODE_PARAM) === NUMBER_MODE_VALUE;
  const opened = useRef(false);
  useEffect(() => {
    if (!openInMode || !engine || opened.current) return;
    opened.current = true;
    if (!onRef.current) toggle();
  }, [openInMode, engine, toggle]);

  return {
    on,
    active,
    loading: on && !active,
    toggle,
    palette,
    names,
    swatch,
    pickSwatch,
    progress,
    celebrating,
    magic,
    hint,
    /** Magic colours or a hint is fetching the key (normal mode). */
    magicBusy: busy,
    keyState,
  };
}
