/**
 * Small presentational parts shared by the screens: page header, form error (role=alert),
 * choice cards, info box, submit row and text-link buttons. Texts arrive translated.
 */
import { Button, busyGuard } from './button';
import { type ReactNode } from 'react';
import { IconCheck, IconChevronRight, IconInfo } from './icons';
import { useStepBusy } from './step-busy';

/**
 * The step's header. Its h1 has tabindex=-1 so the screen outlet can move the focus to it when the
 * step changes (src/step-focus.ts); it is not a Tab stop.
 */
export function ScreenHeader(props: {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  icon?: ReactNode;
  compact?: boolean;
}) {
  return (
    <header className={props.compact ? 'w-head w-head--compact' : 'w-head'}>
      {props.icon ? <div className="w-head__icon">{props.icon}</div> : null}
      {props.eyebrow ? <p className="w-eyebrow">{props.eyebrow}</p> : null}
      {props.compact ? (
        <h2 className="w-title w-title--sm">{props.title}</h2>
      ) : (
        <h1 className="w-title" tabIndex={-1}>
          {props.title}
        </h1>
      )}
      {props.subtitle ? <p className="w-subtitle">{props.subtitle}</p> : null}
    </header>
  );
}

/** The error of the whole form (doc 2 §8 'general', network errors): an alert under the form, focusable from script. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    // tabIndex=-1: the outlet focuses it after a failed save when no field has an error (src/step-focus.ts).
    <div role="alert" className="w-form-error" tabIndex={-1}>
      <IconInfo width={18} height={18} />
      <span>{message}</span>
    </div>
  );
}

export function InfoBox(props: { title?: string; children: ReactNode; icon?: ReactNode }) {
  return (
    <div className="w-info" role="note">
      <div className="w-info__icon">{props.icon ?? <IconInfo />}</div>
      <div>
        {props.title ? <p className="w-info__title">{props.title}</p> : null}
        <div className="w-info__text">{props.children}</div>
      </div>
    </div>
  );
}

export function Bullets({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ?? 'w-bullets'}>
      {items.map((b) => (
        <li key={b}>
          <IconCheck width={16} height={16} />
          <span>{b}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A large selectable card (account kind, funding method). A real <button>: its accessible name is
 * the title followed by the bullets. `busy` (the step is saving; or the step's flag,
 * src/ui/step-busy.ts): it keeps the focus,
 * aria-disabled, and ignores activation (`busyGuard`); `disabled`: not available.
 */
export function ChoiceCard(props: {
  title: string;
  bullets?: readonly string[];
  text?: string;
  icon?: ReactNode;
  badge?: string;
  current?: boolean;
  busy?: boolean;
  disabled?: boolean;
  onSelect: () => void;
}) {
  const busy = useStepBusy(props.busy);
  return (
    <button
      type="button"
      className={props.current ? 'w-choice w-choice--current' : 'w-choice'}
      disabled={props.disabled}
      {...busyGuard(busy, props.onSelect, props.disabled)}
    >
      {props.icon ? <span className="w-choice__icon">{props.icon}</span> : null}
      <span className="w-choice__body">
        <span className="w-choice__title">
          {props.title}
          {props.badge ? <span className="w-badge">{props.badge}</span> : null}
        </span>
        {props.text ? <span className="w-choice__text">{props.text}</span> : null}
        {props.bullets?.length ? (
          <span className="w-choice__bullets">
            {props.bullets.map((b) => (
              <span key={b} className="w-choice__bullet">
                <IconCheck width={14} height={14} />
                {b}
              </span>
            ))}
          </span>
        ) : null}
      </span>
      <IconChevronRight className="w-choice__chev" />
    </button>
  );
}

/**
 * The primary action row: the submit button (busy → loading) and optional secondary content.
 * Busy when `busy` or the step is (src/ui/step-busy.ts, issue 22).
 */
export function SubmitRow(props: {
  label: string;
  busy?: boolean;
  disabled?: boolean;
  form?: string;
  secondary?: ReactNode;
  onClick?: () => void;
}) {
  const busy = useStepBusy(props.busy);
  return (
    <div className="w-actions">
      <Button
        type={props.onClick ? 'button' : 'submit'}
        form={props.form}
        loading={busy}
        disabled={props.disabled}
        onClick={props.onClick}
        className="w-actions__primary"
      >
        {props.label}
      </Button>
      {props.secondary}
    </div>
  );
}

/**
 * A button that looks like a text link (skip links, 'Forgot password', 'Edit'). `busy` (or the
 * step's flag, src/ui/step-busy.ts): keeps the focus, aria-disabled, ignores activation
 * (`busyGuard`); `disabled`: not available.
 */
export function LinkButton(props: {
  children: ReactNode;
  onClick: () => void;
  className?: string;
  'aria-label'?: string;
  busy?: boolean;
  disabled?: boolean;
}) {
  const busy = useStepBusy(props.busy);
  return (
    <button
      type="button"
      className={props.className ? `w-linkbtn ${props.className}` : 'w-linkbtn'}
      aria-label={props['aria-label']}
      disabled={props.disabled}
      {...busyGuard(busy, props.onClick, props.disabled)}
    >
      {props.children}
    </button>
  );
}
