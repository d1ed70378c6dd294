import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../../lib/cx';
import { SpinnerIcon } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-secondary' | 'ghost';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg py-2 font-semibold no-underline transition-colors hover:no-underline disabled:cursor-not-allowed disabled:opacity-60';

export type ButtonSize = 'md' | 'sm';

// 'sm' is for dense places such as table rows: smaller text, the same 44 px touch height
const SIZES: Record<ButtonSize, string> = {
  md: 'px-4 text-base',
  sm: 'px-3 text-sm',
};

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 active:bg-indigo-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
  // a destructive action that opens a confirmation (the confirmation itself uses 'danger')
  'danger-secondary': 'border border-red-300 bg-white text-red-800 shadow-sm hover:bg-red-50 active:bg-red-100',
  ghost: 'text-slate-700 hover:bg-slate-100 active:bg-slate-200',
};

export function buttonClasses(variant: ButtonVariant = 'primary', fullWidth = false, className?: string, size: ButtonSize = 'md') {
  return cx(BASE, SIZES[size], VARIANTS[variant], fullWidth && 'w-full', className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, fullWidth, className, size)}
      {...rest}
    >
      {loading && <SpinnerIcon className={size === 'sm' ? 'size-4' : 'size-5'} />}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant = 'primary', fullWidth = false, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, fullWidth, typeof className === 'string' ? className : undefined)} {...rest} />;
}
