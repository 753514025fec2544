/**
 * Browser autofill for the searchable pickers (country, state; issue 12). Mantine's Select shows
 * the option's label in a text input and only takes a value when an option is picked; it accepts
 * an autofilled text that equals a label exactly when the input is not focused. Browsers fill
 * addresses with codes ('IL', 'US') or other spellings ('United States') too, and also fill the
 * focused input. `autofillPick` maps such a text onto an option; `onAutofillInput` applies it from
 * the input's `input` event when the change was not typed key by key.
 */
import type { FormEvent, KeyboardEvent } from 'react';

export interface AutofillOption {
  value: string;
  label: string;
  /** Other texts that mean this option (codes, short names), compared case-insensitively. */
  aliases?: readonly string[];
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The option a filled-in text means: a label, value or alias equal to it (case and spacing
 * ignored), else the only option whose label starts with it (at least 4 characters: 'United
 * States' → 'United States of America'). undefined when none or ambiguous.
 */
export function autofillPick<O extends AutofillOption>(
  options: readonly O[],
  text: string,
): O | undefined {
  const q = norm(text);
  if (!q) return undefined;
  const exact = options.filter(
    (o) => norm(o.label) === q || norm(o.value) === q || o.aliases?.some((a) => norm(a) === q),
  );
  if (exact.length === 1) return exact[0];
  if (exact.length > 1) return exact.find((o) => norm(o.label) === q);
  if (q.length < 4) return undefined;
  const prefixed = options.filter((o) => norm(o.label).startsWith(q));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/**
 * Whether an input event is the user typing or deleting key by key (then the picker filters and
 * waits for a choice). Autofill, password managers, paste and drop are not.
 */
export function isKeyByKey(event: Event): boolean {
  const type = (event as InputEvent).inputType;
  return (
    typeof type === 'string' &&
    (type === 'insertText' || type === 'insertCompositionText' || type.startsWith('delete'))
  );
}

/**
 * An `onInput` handler for a picker's text input: when the text arrived at once (autofill) and
 * means an option other than `current`, calls `choose(option.value)`.
 */
export function onAutofillInput<O extends AutofillOption>(
  options: readonly O[],
  current: string | null | undefined,
  choose: (value: string) => void,
) {
  return (e: FormEvent<HTMLInputElement>) => {
    if (isKeyByKey(e.nativeEvent)) return;
    const hit = autofillPick(options, e.currentTarget.value);
    if (hit && hit.value !== current) choose(hit.value);
  };
}

/**
 * A searchable picker's Enter (Mantine Select's default `onKeyDown`, src/theme/themes.ts): picks
 * the highlighted option, else the only option left, else the one whose text the applicant typed
 * in full, and keeps Enter from submitting the form meanwhile. Mantine's own Enter handling keeps
 * the highlighted index in a ref that a late dropdown-open callback can reset while the option
 * still shows highlighted; Enter then submitted the form with the state empty (seen 1 in 8 in the
 * keyboard-only e2e under load). Without an open list or a match, Enter does what it did.
 */
export function pickOptionOnEnter(e: KeyboardEvent<HTMLInputElement>): void {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.defaultPrevented) return;
  const input = e.currentTarget;
  if (input.getAttribute('aria-expanded') !== 'true') return;
  const listId = input.getAttribute('aria-controls');
  const list = listId ? input.ownerDocument.getElementById(listId) : null;
  if (!list) return;
  const options = [
    ...list.querySelectorAll<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])'),
  ];
  const typed = norm(input.value);
  const option =
    list.querySelector<HTMLElement>('[data-combobox-selected]') ??
    (options.length === 1 ? options[0] : undefined) ??
    (typed ? options.find((o) => norm(o.textContent ?? '') === typed) : undefined);
  if (!option) return;
  e.preventDefault();
  option.click();
}
