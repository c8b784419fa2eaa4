import type { BrushTexture, Symmetry, Tool } from '@colorbook/canvas';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { GradientOptions } from './gradient-options';
import type { FillChoice, PainterOptionsState } from './use-painter-options';

/** `label`: a message key. */
type Option<T> = { value: T; label: string };

const TEXTURES: ReadonlyArray<Option<BrushTexture>> = [
  { value: 'plain', label: 'coloring.texture.plain' },
  { value: 'crayon', label: 'coloring.texture.crayon' },
  { value: 'marker', label: 'coloring.texture.marker' },
  { value: 'watercolor', label: 'coloring.texture.watercolor' },
];
// "Flat", not "Plain": the brush's plain choice is in the same panel, and names must differ.
const FILLS: ReadonlyArray<Option<FillChoice>> = [
  { value: 'flat', label: 'coloring.fillStyle.flat' },
  { value: 'gradient', label: 'coloring.fillStyle.gradient' },
  { value: 'stripes', label: 'coloring.fillStyle.stripes' },
  { value: 'dots', label: 'coloring.fillStyle.dots' },
  { value: 'stars', label: 'coloring.fillStyle.stars' },
  { value: 'hearts', label: 'coloring.fillStyle.hearts' },
];
const SYMMETRY_CHOICES: ReadonlyArray<Option<Symmetry>> = [
  { value: 'off', label: 'coloring.symmetry.off' },
  { value: 'mirror', label: 'coloring.symmetry.mirror' },
  { value: 'radial4', label: 'coloring.symmetry.radial4' },
  { value: 'radial8', label: 'coloring.symmetry.radial8' },
];

/**
 * Choices in a row on a phone's wide panel (four, or the fills three by two), two by two in the
 * rail's narrow one (the shared ChoiceGroup keeps one row, too narrow there for "Watercolour").
 */
function Choices<T extends string>(props: {
  legend: string;
  options: ReadonlyArray<Option<T>>;
  value: T;
  onChange: (value: T) => void;
  columns?: string;
}) {
  const intl = useIntl();
  return (
    <fieldset className="flex min-w-0 flex-col">
      <legend className="mb-2 text-sm font-bold text-ink-800">{props.legend}</legend>
      <div className={cn('grid gap-1 rail:grid-cols-2', props.columns ?? 'grid-cols-4')}>
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
            {intl.formatMessage({ id: label })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

type Props = {
  painter: PainterOptionsState;
  tool: Tool;
  onTool: (tool: Tool) => void;
};

/**
 * The painter's tools in the brush options: the brush's texture, the fill's style (a gradient
 * with its second colour and shape) and the painting symmetry. Choosing a texture takes up the
 * brush and a fill style the fill tool, so the next touch on the page shows the choice.
 */
export function PainterOptions({ painter, tool, onTool }: Props) {
  const intl = useIntl();
  const handleTexture = (texture: BrushTexture) => {
    painter.setTexture(texture);
    if (tool !== 'brush') onTool('brush');
  };
  const handleFill = (fill: FillChoice) => {
    painter.setFill(fill);
    if (tool !== 'fill') onTool('fill');
  };
  return (
    <>
      <Choices
        legend={intl.formatMessage({ id: 'coloring.tool.brush' })}
        options={TEXTURES}
        value={painter.texture}
        onChange={handleTexture}
      />
      <Choices
        legend={intl.formatMessage({ id: 'coloring.tool.fill' })}
        options={FILLS}
        value={painter.fill}
        onChange={handleFill}
        columns="grid-cols-3 min-[480px]:grid-cols-6"
      />
      {painter.fill === 'gradient' && (
        <GradientOptions
          to={painter.gradientTo}
          radial={painter.radial}
          onTo={painter.setGradientTo}
          onRadial={painter.setRadial}
        />
      )}
      <Choices
        legend={intl.formatMessage({ id: 'coloring.symmetry' })}
        options={SYMMETRY_CHOICES}
        value={painter.symmetry}
        onChange={painter.setSymmetry}
      />
    </>
  );
}
