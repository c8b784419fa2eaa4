import type { ColoringEngine } from '@colorbook/canvas';
import type { ColorKey } from '@colorbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type IntlShape, useIntl } from 'react-intl';
import { notify } from '../../lib/notifications';
import { dataOrThrow } from '../../lib/query-client';
import { aidColorName } from './color-aid-names';
import { colorBlindKey } from './color-aids';
import { fetchColorKey } from './color-key-api';

const MAGIC_NO_KEY_MESSAGE_ID = 'coloring.magic.noKey';
const MAGIC_FAILED_MESSAGE_ID = 'coloring.magic.failed';
const ALL_DONE_MESSAGE_ID = 'coloring.magic.allDone';

/** The page's colour key through the query cache: read once per page, by the mode or by magic. */
export const colorKeyQuery = (pageId: number) => ({
  queryKey: ['pages', pageId, 'color-key'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ColorKey | null> =>
    dataOrThrow(await fetchColorKey(pageId, signal)),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The key as colour by number and magic colours use it: with the colour-blind friendly palette
 * (issue 42) in place of the page's colours when that is on. Names are in the language of the
 * moment the key is laid out: a language switch alone does not lay the page's key out again.
 */
export function keyAsShown(key: ColorKey, colorBlind: boolean, intl: IntlShape): ColorKey {
  return colorBlind ? colorBlindKey(key, (aid) => aidColorName(intl, aid)) : key;
}

export function useKeyAsShown<K extends ColorKey | null | undefined>(key: K, colorBlind: boolean): K {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  return useMemo(() => (key ? keyAsShown(key, colorBlind, intlRef.current) : key) as K, [key, colorBlind]);
}

type Options = {
  engine: ColoringEngine | null;
  pageId: number;
  /** False when the page read says the page has no key: nothing is asked of the server. */
  offered: boolean;
  /** Colour by number is on: the engine holds the key already and keeps it. */
  modeRef: RefObject<boolean>;
  /** The colour-blind friendly palette stands in for the key's colours. */
  colorBlind: boolean;
  mayPaint: () => boolean;
  onPainted: () => void;
};

/**
 * Magic colours (the whole page by its key, one history step) and a hint (one region not done
 * yet), in colour by number and in normal mode. In normal mode the key is fetched the first
 * time one is used and laid on the engine only for that step, then dropped again: a key left in
 * the engine would draw numbers and recount progress after every stroke. `keyEpoch` changes
 * when such a borrowed key is dropped, so the overlay redraws without it.
 */
export function useMagicColors({
  engine,
  pageId,
  offered,
  modeRef,
  colorBlind,
  mayPaint,
  onPainted,
}: Options) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const [busy, setBusy] = useState(false);
  const [keyEpoch, setKeyEpoch] = useState(0);
  const busyRef = useRef(false);

  const withKey = useCallback(
    async (paint: (current: ColoringEngine) => boolean) => {
      if (!engine || busyRef.current || !mayPaint()) return;
      if (modeRef.current) {
        if (paint(engine)) onPainted();
        return;
      }
      if (!offered) {
        notify(intlRef.current.formatMessage({ id: MAGIC_NO_KEY_MESSAGE_ID }));
        return;
      }
      busyRef.current = true;
      setBusy(true);
      try {
        const fetched = await queryClient.fetchQuery(colorKeyQuery(pageId));
        const key = fetched && keyAsShown(fetched, colorBlind, intlRef.current);
        // The mode may have been turned on meanwhile: it owns the key then.
        const borrowed = !modeRef.current;
        const summary = borrowed ? (key ? await engine.setColorKey(key) : null) : engine.colorKey.summary;
        if (!summary) {
          notify(intlRef.current.formatMessage({ id: MAGIC_NO_KEY_MESSAGE_ID }));
          return;
        }
        const painted = paint(engine);
        if (borrowed && !modeRef.current) {
          void engine.setColorKey(null);
          // At once, before the browser paints the numbers the step's redraw put on the overlay.
          flushSync(() => setKeyEpoch((epoch) => epoch + 1));
        }
        if (painted) onPainted();
      } catch {
        notify(intlRef.current.formatMessage({ id: MAGIC_FAILED_MESSAGE_ID }), { variant: 'danger' });
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [engine, mayPaint, modeRef, offered, onPainted, pageId, queryClient, colorBlind],
  );

  const magic = useCallback(() => void withKey((current) => current.magicColor()), [withKey]);
  const hint = useCallback(
    () =>
      void withKey((current) => {
        if (current.hint()) return true;
        notify(intlRef.current.formatMessage({ id: ALL_DONE_MESSAGE_ID }));
        return false;
      }),
    [withKey],
  );
  return { magic, hint, busy, keyEpoch };
}
