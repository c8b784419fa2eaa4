import {
  Carrot,
  Cloud,
  Droplet,
  Fish,
  Flower2,
  Grape,
  Hand,
  Heart,
  Leaf,
  type LucideIcon,
  Moon,
  Mountain,
  Nut,
  Snowflake,
  Sun,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import { type ColorFamily, colorFamily } from './color-aids';

/** A thing of that colour a child knows, drawn bold enough to read at 12 px. */
const SYMBOLS: Record<ColorFamily, LucideIcon> = {
  red: Heart,
  orange: Carrot,
  yellow: Sun,
  green: Leaf,
  teal: Fish,
  sky: Cloud,
  blue: Droplet,
  purple: Grape,
  pink: Flower2,
  brown: Nut,
  skin: Hand,
  black: Moon,
  gray: Mountain,
  white: Snowflake,
};

/**
 * The colour family's symbol for a swatch (issue 42), in a white badge so it reads on any colour.
 * Decoration: the swatch's name already says the colour.
 */
export function ColorSymbol({ hex, className }: { hex: string; className?: string }) {
  const family = colorFamily(hex);
  const Icon = SYMBOLS[family];
  return (
    <span
      aria-hidden="true"
      data-testid="color-symbol"
      data-family={family}
      className={cn(
        'pointer-events-none absolute -right-1 -bottom-1 grid size-4 place-items-center rounded-full bg-white text-ink-900 shadow-[0_0_0_1px_rgb(0_0_0/0.25)]',
        className,
      )}
    >
      <Icon className="size-3" strokeWidth={2.75} />
    </span>
  );
}
