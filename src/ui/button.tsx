/**
 * The wizard's button: a native <button> styled by the broker theme (primary colour, radius),
 * with a loading state that keeps the label (and so the accessible name) and the spinner.
 * Lighter than Mantine's Button, which keeps it out of the first load.
 *
 * Busy (`loading`) is not `disabled` (issue 12): a disabled button drops the keyboard focus to
 * <body>, so a busy button stays focusable with `aria-disabled="true"` + `aria-busy="true"` and
 * ignores activation — clicks, Enter/Space and a form's implicit submission (which clicks the
 * default button) are cancelled with preventDefault, so a busy submit cannot submit twice.
 * `disabled` (not available) still sets the attribute.
 */
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'filled' | 'default';
  loading?: boolean;
  leftSection?: ReactNode;
}

export function Button({
  variant = 'filled',
  loading,
  leftSection,
  className,
  children,
  disabled,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const busy = Boolean(loading) && !disabled;
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={`w-btn w-btn--${variant}${loading ? ' is-loading' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      onClick={click}
    >
      {loading ? (
        <span className="w-btn__spinner" aria-hidden="true" />
      ) : leftSection ? (
        <span className="w-btn__icon">{leftSection}</span>
      ) : null}
      <span className="w-btn__label">{children}</span>
    </button>
  );
}
