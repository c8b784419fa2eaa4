import type { BrushTexture, Symmetry } from '@colorbook/canvas';
import { cn } from '../../lib/cn';

type Option<T> = { value: T; label: string };

const TEXTURES: ReadonlyArray<Option<BrushTexture>> = [
  { value: 'plain', label: 'Plain' },
  { value: 'crayon', label: 'Crayon' },
  { value: 'marker', label: 'Marker' },
  { value: 'watercolor', label: 'Watercolour' },
];
const SYMMETRY_CHOICES: ReadonlyArray<Option<Symmetry>> = [
  { value: 'off', label: 'Off' },
  { value: 'mirror', label: 'Mirror' },
  { value: 'radial4', label: '4-way' },
  { value: 'radial8', label: '8-way' },
];

/**
 * Four choices in a row on a phone's wide panel, two by two in the rail's narrow one (the
 * shared ChoiceGroup keeps one row, too narrow there for "Watercolour").
 */
function Choices<T extends string>(props: {
  legend: string;
  options: ReadonlyArray<Option<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col">
      <legend className="mb-2 text-sm font-bold text-ink-800">{props.legend}</legend>
      <div className="grid grid-cols-4 gap-1 rail:grid-cols-2">
        {props.options.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={props.value === value}
            onClick={() => props.onChange(value)}
            className={cn(
              'h-11 rounded-xl px-1 text-xs font-bold min-[400px]:text-sm rail:text-sm text-ink-600 ring-1 ring-ink-200 ring-inset transition pointer-fine:h-9',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              props.value === value
                ? 'bg-brand-100 text-brand-800 ring-2 ring-brand-500'
                : 'hover:bg-ink-100',
            )}
          >
            {label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

type Props = {
  symmetry: Symmetry;
  texture: BrushTexture;
  onSymmetry: (symmetry: Symmetry) => void;
  onTexture: (texture: BrushTexture) => void;
};

/** The painter's tools in the brush options: the brush's texture and the painting symmetry. */
export function PainterOptions({ symmetry, texture, onSymmetry, onTexture }: Props) {
  return (
    <>
      <Choices legend="Brush" options={TEXTURES} value={texture} onChange={onTexture} />
      <Choices legend="Symmetry" options={SYMMETRY_CHOICES} value={symmetry} onChange={onSymmetry} />
    </>
  );
}
