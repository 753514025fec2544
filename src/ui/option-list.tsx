/**
 * A radio or checkbox list as a fieldset with a legend (doc 2 §2.18 marital status, §2.22 account
 * purpose and sources of funds): native inputs named after a Conform field, so the form data
 * carries the chosen value(s) without extra state; each option is a bordered card that is fully
 * clickable and keyboard usable (arrow keys in a radio group, space to tick a checkbox). The error
 * shows under the list and is linked to every input (aria-describedby, aria-invalid).
 *
 * `children(option)` renders extra content under an option (the 'Other' details box).
 */
import './option-list.css';
import type { ReactNode } from 'react';

export interface ListOption {
  value: string;
  label: string;
}

export function OptionList(props: {
  type: 'radio' | 'checkbox';
  field: { id: string; name: string; formId: string; key?: string | null; initialValue?: unknown };
  legend: string;
  hint?: string;
  options: readonly ListOption[];
  error?: string;
  disabled?: boolean;
  /** Two columns from 500 px up (short captions). */
  columns?: 1 | 2;
  children?: (option: ListOption) => ReactNode;
}) {
  const { field } = props;
  const initial = field.initialValue;
  const chosen = new Set(
    Array.isArray(initial)
      ? initial.map(String)
      : typeof initial === 'string' && initial
        ? [initial]
        : [],
  );
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const describedBy =
    [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset className="w-fieldset w-opts" id={field.id} key={field.key ?? undefined}>
      <legend className="w-opts__legend">{props.legend}</legend>
      {props.hint ? (
        <p className="w-opts__hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      <div className={props.columns === 2 ? 'w-opts__list w-opts__list--2' : 'w-opts__list'}>
        {props.options.map((o) => (
          <div className="w-opts__item" key={o.value}>
            <label className="w-opt">
              <input
                className="w-opt__input"
                type={props.type}
                name={field.name}
                form={field.formId}
                value={o.value}
                defaultChecked={chosen.has(o.value)}
                disabled={props.disabled}
                aria-invalid={props.error ? true : undefined}
                aria-describedby={describedBy}
              />
              <span className={`w-opt__mark w-opt__mark--${props.type}`} aria-hidden="true" />
              <span className="w-opt__label">{o.label}</span>
            </label>
            {props.children?.(o)}
          </div>
        ))}
      </div>
      {props.error ? (
        <p id={errorId} className="w-field-error w-opts__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
