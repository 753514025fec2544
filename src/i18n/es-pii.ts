/**
 * Spanish (es-US) twin of ./en-pii.ts: texts of issue 12's SSN / EIN re-entry (the API answers only
 * the last four digits): the hint under the empty input when a number is saved.
 */
import type { Translation } from './translation';
import type { enPii } from './en-pii';

export const esPii = {
  pii: {
    ssnSaved:
      'Hay guardado un número de Seguro Social que termina en {{last4}}. Por su seguridad, vuelva a ingresar el número completo.',
    einSaved:
      'Hay guardado un EIN que termina en {{last4}}. Por su seguridad, vuelva a ingresar el número completo.',
  },
} satisfies Translation<typeof enPii>;
