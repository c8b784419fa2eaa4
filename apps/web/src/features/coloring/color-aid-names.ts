import type { IntlShape } from 'react-intl';
import type { AidColor, OkabeItoName } from './color-aids';

/** The colour-blind friendly colours' names, as message keys (each quoted whole, for the catalogue check). */
const NAME_IDS: Record<OkabeItoName, string> = {
  orange: 'coloring.colorBlind.orange',
  skyBlue: 'coloring.colorBlind.skyBlue',
  bluishGreen: 'coloring.colorBlind.bluishGreen',
  yellow: 'coloring.colorBlind.yellow',
  blue: 'coloring.colorBlind.blue',
  vermilion: 'coloring.colorBlind.vermilion',
  reddishPurple: 'coloring.colorBlind.reddishPurple',
  black: 'coloring.colorBlind.black',
};

/** A colour-blind friendly colour's name in the screen's language ("Sky blue (light)"). */
export function aidColorName(intl: IntlShape, { name, shade }: AidColor): string {
  // Black's lighter step is a grey and its darker one white: they have names of their own.
  if (name === 'black' && shade !== 'base')
    return intl.formatMessage({ id: shade === 'light' ? 'coloring.color.gray' : 'coloring.color.white' });
  const base = intl.formatMessage({ id: NAME_IDS[name] });
  if (shade === 'base') return base;
  return intl.formatMessage(
    { id: shade === 'light' ? 'coloring.colorBlind.light' : 'coloring.colorBlind.dark' },
    { name: base },
  );
}
