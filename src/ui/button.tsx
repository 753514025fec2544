/**
 * The wizard's button: a native <button> styled by the broker theme (primary colour, radius),
 * with a loading state that keeps the label (and so the accessible name) and disables the button.
 * Lighter than Mantine's Button, which keeps it out of the first load.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'filled' | 'default';
  loading?: boolean;
  leftSection?: ReactNode;
}

export function Button({ variant = 'filled', loading, leftSection, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={`w-btn w-btn--${variant}${loading ? ' is-loading' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="w-btn__spinner" aria-hidden="true" /> : leftSection ? <span className="w-btn__icon">{leftSection}</span> : null}
      <span className="w-btn__label">{children}</span>
    </button>
  );
}
