/**
 * The wizard's button: a native <button> styled by the broker theme (primary colour, radius),
 * with a loading state that keeps the label (and so the accessible name) and the spinner.
 * Lighter than Mantine's Button, which keeps it out of the first load.
 *
 * Busy (`loading`) is not `disabled` (issue 12): a disabled button drops the keyboard focus to
 * <body>, so a busy button stays focusable with `aria-disabled="true"` + `aria-busy="true"` and
 * ignores activation — clicks, Enter/Space and a form's implicit submission (which clicks the
 * default button) are cancelled with preventDefault, so a busy submit cannot submit twice.
 * `disabled` (not available) still sets the attribute. `busy` is the same without the spinner (a
 * secondary button while another one saves). The rule lives in `busyGuard`, which the other
 * buttons of the wizard (choice cards, link buttons, list rows) share.
 */
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'filled' | 'default';
  /** Busy with a spinner (the action this button started is running). */
  loading?: boolean;
  /** Busy without a spinner: focusable, aria-disabled, activation ignored. */
  busy?: boolean;
  leftSection?: ReactNode;
}

/**
 * The props a native <button> needs while busy (issue 12): `aria-disabled="true"` instead of
 * `disabled` (which would drop the keyboard focus to <body>), and an onClick that cancels the
 * activation (preventDefault: no implicit form submission either) instead of calling `onClick`.
 * Spread them after the button's other props. `busy` is ignored when `disabled` (not available).
 */
export function busyGuard<E extends { preventDefault(): void }>(
  busy: boolean | undefined,
  onClick: ((e: E) => void) | undefined,
  disabled?: boolean,
): { 'aria-disabled': true | undefined; onClick: (e: E) => void } {
  const on = Boolean(busy) && !disabled;
  return {
    'aria-disabled': on || undefined,
    onClick: (e: E) => {
      if (on) {
        e.preventDefault();
        return;
      }
      onClick?.(e);
    },
  };
}

export function Button({
  variant = 'filled',
  loading,
  busy,
  leftSection,
  className,
  children,
  disabled,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const guard = busyGuard<MouseEvent<HTMLButtonElement>>(loading || busy, onClick, disabled);
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={`w-btn w-btn--${variant}${loading ? ' is-loading' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...guard}
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
