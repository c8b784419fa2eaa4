import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'inverse' | 'glass';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-bold whitespace-nowrap transition ' +
  'duration-150 select-none focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'disabled:pointer-events-none disabled:opacity-50 active:translate-y-px';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-soft hover:bg-brand-700 focus-visible:outline-brand-500',
  accent: 'bg-coral-600 text-white shadow-soft hover:bg-coral-700 focus-visible:outline-coral-600',
  secondary:
    'bg-surface text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 hover:ring-ink-300 focus-visible:outline-brand-500',
  ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-brand-500',
  inverse: 'bg-white text-brand-800 shadow-soft hover:bg-brand-50 focus-visible:outline-white',
  glass:
    'bg-white/10 text-white ring-1 ring-white/40 ring-inset hover:bg-white/20 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-[0.95rem]',
  lg: 'h-13 px-7 text-base sm:text-lg',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(base, variants[variant], sizes[size], className);
}

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; children: ReactNode };

type ButtonProps = StyleProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Work in progress: a spinner shows, the button is disabled and marked aria-busy. */
    busy?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  size,
  className,
  type = 'button',
  busy = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner className="size-5" label="" />}
      {children}
    </button>
  );
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: StyleProps & LinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
