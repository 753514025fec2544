/**
 * Date-part inputs (MM / DD / YYYY of the date of birth, doc 2 §2.14, and of the identity
 * document's dates, doc 2 §2.16): keep digits only and move the focus on once a part is full.
 */
import type { FormEvent } from 'react';

/**
 * An `onInput` handler: keeps at most `max` digits and, when the applicant typed (not deleted) the
 * last one, focuses and selects the input with id `nextId` (none when `nextId` is null).
 */
export function advance(max: number, nextId: string | null) {
  return (e: FormEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const digits = el.value.replace(/\D/g, '').slice(0, max);
    if (digits !== el.value) el.value = digits;
    if (
      nextId &&
      digits.length === max &&
      (e.nativeEvent as InputEvent).inputType?.startsWith('insert')
    ) {
      const next = document.getElementById(nextId) as HTMLInputElement | null;
      next?.focus();
      next?.select();
    }
  };
}
