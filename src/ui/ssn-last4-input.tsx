/**
 * The last-4 SSN input of doc 2 §2.15 ("Last 4: four code boxes, titled 'last 4 SSN'"): Mantine's
 * PinInput with four digit boxes, masked, whose hidden input carries the four digits under the
 * form field's name (so the Conform form reads it like any other field). Validated by
 * `ssnLast4Form` (doc 2 §5: ssnRequired, ssnDigits, ssnNotValid).
 */
import { Input, PinInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { registerTexts, t } from '../i18n/t';
import type { MaskedFieldProps } from './masked-digits-input';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

/** Four masked code boxes titled 'last 4 SSN'; `error` shows under them. */
export function SsnLast4Input(props: MaskedFieldProps & { description?: ReactNode }) {
  const { field } = props;
  const errorId = `${field.id}-error`;
  const title = t('ssn.last4Title');
  return (
    <Input.Wrapper
      id={field.id}
      label={props.label}
      labelElement="div"
      description={props.description}
      error={props.error}
      errorProps={{ id: errorId }}
    >
      <PinInput
        name={field.name}
        form={field.formId}
        length={4}
        type="number"
        inputMode="numeric"
        mask
        oneTimeCode={false}
        disabled={props.disabled}
        error={!!props.error}
        defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
        getInputProps={(i) => ({
          'aria-label': `${title} ${i + 1}/4`,
          'aria-invalid': props.error ? true : undefined,
          'aria-describedby': props.error ? errorId : undefined,
        })}
      />
    </Input.Wrapper>
  );
}
