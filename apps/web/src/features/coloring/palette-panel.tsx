import { PALETTE, PEOPLE_PALETTE } from '@colorbook/canvas';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { SwitchRow } from '../../components/switch-row';
import { cn } from '../../lib/cn';
import { useColorAids } from './color-aids-store';
import { ColorSymbol } from './color-symbol';
import { useSpokenSwatch } from './use-spoken-swatch';

/** Message keys of spec §9's palette's names, black to rose, for the swatches' labels. */
const COLOR_NAMES = [
  'coloring.color.black',
  'coloring.color.gray',
  'coloring.color.red',
  'coloring.color.orange',
  'coloring.color.amber',
  'coloring.color.yellow',
  'coloring.color.lime',
  'coloring.color.green',
  'coloring.color.emerald',
  'coloring.color.teal',
  'coloring.color.cyan',
  'coloring.color.sky',
  'coloring.color.blue',
  'coloring.color.indigo',
  'coloring.color.violet',
  'coloring.color.purple',
  'coloring.color.fuchsia',
  'coloring.color.pink',
  'coloring.color.rose',
] as const;

/** Message keys of the "People & nature" group's names, in PEOPLE_PALETTE's order. */
const PEOPLE_NAMES = [
  'coloring.color.white',
  'coloring.color.lightGray',
  'coloring.color.darkGray',
  'coloring.color.lightBrown',
  'coloring.color.brown',
  'coloring.color.darkBrown',
  'coloring.color.skin1',
  'coloring.color.skin2',
  'coloring.color.skin3',
  'coloring.color.skin4',
  'coloring.color.skin5',
  'coloring.color.skin6',
  'coloring.color.skin7',
] as const;

/** A palette colour's name (a recent colour is said by name where it has one), else its hex. */
function useColorName() {
  const intl = useIntl();
  return (hex: string) => {
    const bright = PALETTE.indexOf(hex as (typeof PALETTE)[number]);
    const people = PEOPLE_PALETTE.indexOf(hex as (typeof PEOPLE_PALETTE)[number]);
    const id = bright >= 0 ? COLOR_NAMES[bright] : people >= 0 ? PEOPLE_NAMES[people] : undefined;
    return id ? intl.formatMessage({ id }) : hex;
  };
}

type Props = {
  color: string;
  recentColors: string[];
  onColor: (color: string) => void;
  /** The custom colour picker's choice (the panel stays open around the native picker). */
  onCustomColor: (color: string) => void;
};

/**
 * The native picker reports every colour passed while dragging ('input'); only the one the user
 * settles on ('change') becomes the colour, so the recent colours are not flooded.
 */
function CustomColor({ color, onPick }: { color: string; onPick: (color: string) => void }) {
  const intl = useIntl();
  const ref = useRef<HTMLInputElement>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const handleChange = () => onPickRef.current(input.value);
    input.addEventListener('change', handleChange);
    return () => input.removeEventListener('change', handleChange);
  }, []);
  return (
    <input
      ref={ref}
      type="color"
      aria-label={intl.formatMessage({ id: 'coloring.customColour' })}
      defaultValue={color}
      className="absolute inset-0 size-full cursor-pointer opacity-0"
    />
  );
}

function Swatch({
  color,
  label,
  selected,
  symbol,
  onClick,
}: {
  color: string;
  label: string;
  selected: boolean;
  /** The colour family's symbol on it (issue 42). */
  symbol: boolean;
  onClick: () => void;
}) {
  const { handlers } = useSpokenSwatch(label);
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      title={label}
      onClick={onClick}
      {...handlers}
      data-testid="palette-swatch"
      className={cn(
        'grid size-11 touch-manipulation place-items-center rounded-full transition select-none [-webkit-touch-callout:none] pointer-fine:size-9',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        selected ? 'ring-3 ring-brand-500 ring-offset-2' : 'hover:scale-110',
      )}
    >
      <span
        className="relative size-8 rounded-full ring-1 ring-black/10 pointer-fine:size-7"
        style={{ backgroundColor: color }}
      >
        {symbol && <ColorSymbol hex={color} />}
      </span>
    </button>
  );
}

/** Symbols and the colour-blind friendly palette (issue 42): a grown-up's choice, kept on this device. */
function ColorAidSwitches() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { symbols, colorBlind, set } = useColorAids();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className={cn(groupHeading, 'mb-1')}>{text('coloring.aids.title')}</legend>
      <div className="-mx-3 flex flex-col">
        <SwitchRow
          label={text('coloring.aids.symbols')}
          description={text('coloring.aids.symbolsHint')}
          checked={symbols}
          onChange={(on) => set({ symbols: on })}
        />
        <SwitchRow
          label={text('coloring.aids.colorBlind')}
          description={text('coloring.aids.colorBlindHint')}
          checked={colorBlind}
          onChange={(on) => set({ colorBlind: on })}
        />
      </div>
    </fieldset>
  );
}

const groupHeading = 'text-xs font-extrabold tracking-wide text-ink-500 uppercase';
const grid = 'grid grid-cols-7 gap-1 sm:grid-cols-10 rail:grid-cols-5';

/**
 * Spec §2: the palette of 19 colours (with the custom colour picker), then "People & nature"
 * (white, greys, browns, skin tones) and the recently used colours.
 */
export function PalettePanel({ color, recentColors, onColor, onCustomColor }: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { symbols } = useColorAids();
  const nameOf = useColorName();
  const group = (colors: readonly string[], names: readonly string[]) =>
    colors.map((swatch, index) => {
      const id = names[index];
      const label = id ? text(id) : swatch;
      return (
        <Swatch
          key={swatch}
          color={swatch}
          label={label}
          selected={color === swatch}
          symbol={symbols}
          onClick={() => onColor(swatch)}
        />
      );
    });
  return (
    <section aria-label={text('coloring.palette')} className="flex flex-col gap-3">
      <fieldset aria-label={text('coloring.palette.bright')} className={cn(grid, 'min-w-0')}>
        {group(PALETTE, COLOR_NAMES)}
        <div
          title={text('coloring.customColour')}
          className="relative grid size-11 cursor-pointer place-items-center rounded-full focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 pointer-fine:size-9"
        >
          <span
            aria-hidden="true"
            className="size-8 rounded-full ring-1 ring-black/10 pointer-fine:size-7"
            style={{
              background:
                'conic-gradient(#ef4444, #eab308, #22c55e, #06b6d4, #3b82f6, #a855f7, #ec4899, #ef4444)',
            }}
          />
          <CustomColor color={color} onPick={onCustomColor} />
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend className={cn(groupHeading, 'mb-1')}>{text('coloring.palette.people')}</legend>
        <div className={grid}>{group(PEOPLE_PALETTE, PEOPLE_NAMES)}</div>
      </fieldset>
      {recentColors.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className={groupHeading}>{text('coloring.recentColours')}</h3>
          <div className="flex flex-wrap gap-1">
            {recentColors.map((recent) => (
              <Swatch
                key={recent}
                color={recent}
                label={intl.formatMessage({ id: 'coloring.recentColour' }, { color: nameOf(recent) })}
                selected={color === recent}
                symbol={symbols}
                onClick={() => onColor(recent)}
              />
            ))}
          </div>
        </div>
      )}
      <ColorAidSwitches />
    </section>
  );
}
