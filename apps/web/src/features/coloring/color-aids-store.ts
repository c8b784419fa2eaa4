import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useProfile } from '../../lib/profile-store';

/*
 * Colour for everyone (issue 42): whether swatches show their colour family's symbol, and whether
 * colour by number and magic colours use the colour-blind friendly palette. A preference of this
 * device, like the screen's language before sign-in: it is about the eyes in front of it.
 */
export const COLOR_AIDS_STORAGE_KEY = 'colorAids';

export type ColorAids = { symbols: boolean; colorBlind: boolean };
type ColorAidsState = ColorAids & { set: (change: Partial<ColorAids>) => void };
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readColorAids(storage: KeyValueStorage | undefined): ColorAids {
  try {
    const parsed = JSON.parse(
      storage?.getItem(COLOR_AIDS_STORAGE_KEY) ?? 'null',
    ) as Partial<ColorAids> | null;
    return { symbols: parsed?.symbols === true, colorBlind: parsed?.colorBlind === true };
  } catch {
    return { symbols: false, colorBlind: false };
  }
}

export function createColorAidsStore(storage: KeyValueStorage | undefined): StoreApi<ColorAidsState> {
  const store = createStore<ColorAidsState>()((set) => ({
    ...readColorAids(storage),
    set: (change) => set(change),
  }));
  store.subscribe(({ symbols, colorBlind }) => {
    try {
      storage?.setItem(COLOR_AIDS_STORAGE_KEY, JSON.stringify({ symbols, colorBlind }));
    } catch {
      // Private mode or a full quota: the choice lasts until the tab closes.
    }
  });
  return store;
}

function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const colorAidsStore = createColorAidsStore(browserStorage());

/**
 * The colour aids as the screen shows them: kid mode always shows the symbols (a child does not
 * look for a setting), a grown-up chooses; the colour-blind friendly palette a grown-up chose on
 * this device holds in kid mode too.
 */
export function useColorAids(): ColorAids & { kid: boolean; set: ColorAidsState['set'] } {
  const kid = useProfile((profile) => profile.active !== null);
  const { symbols, colorBlind, set } = useStore(colorAidsStore);
  return { symbols: symbols || kid, colorBlind, kid, set };
}
