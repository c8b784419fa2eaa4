import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  label: string;
  icon: LucideIcon;
  /** Toggle buttons: aria-pressed and the selected look. */
  pressed?: boolean;
  /** Shown beside the icon from sm up (actions such as Download). */
  text?: string;
};

/** A square, labelled toolbar button: 44 px on phones (touch), 40 px with a fine pointer. */
export function ToolButton({ label, icon: Icon, pressed, text, className, title, ...props }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={title ?? label}
      className={cn(
        'inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl text-ink-700 transition select-none',
        'hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        'disabled:pointer-events-none disabled:opacity-40 active:translate-y-px pointer-fine:h-10 pointer-fine:min-w-10',
        // Styled from aria-pressed itself, so the first paint's picture can show a tool it picked
        // by setting the attribute alone (early-coloring.ts).
        'aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:shadow-soft aria-pressed:hover:bg-brand-700 aria-pressed:hover:text-white',
        text && 'sm:px-3',
        className,
      )}
      {...props}
    >
      <Icon className="size-5 shrink-0" strokeWidth={2.25} aria-hidden="true" />
      {text && <span className="hidden text-sm font-bold sm:inline">{text}</span>}
    </button>
  );
}
