/**
 * Spanish (es-US) twin of ./en-review.ts: texts of the review page of every account kind (doc 2
 * §2.23, §2.24, §4; doc 3 §2.4 funding summary), under the `reviewPage` namespace.
 */
import type { Translation } from './translation';
import type { enReview } from './en-review';

export const esReview = {
  reviewPage: {
    /** Second-section headings (doc 2 §2.23). */
    secondaryHolder: 'Cotitular',
    minor: 'Menor',
    legalEntity: 'Entidad legal',
    /** Item labels the base catalogue lacks. */
    businessName: 'Nombre de la empresa',
    maritalStatus: 'Estado civil',
    trustName: 'Nombre del fideicomiso',
    ein: 'EIN',
    /** Edit links and modal titles of the second section's items: 'Editar Nombre (Cotitular)'. */
    editOf: 'Editar {{item}} ({{section}})',
    /** Bank funding methods (doc 3 §3 BankFundingType) besides review.methodWire / methodCheck. */
    methodACHConnected: 'Cuenta bancaria (ACH)',
    methodACHManual: 'Cuenta bancaria (ACH, manual)',
    methodCryptocurrency: 'Criptomoneda',
    iraFundingType: 'Tipo de financiamiento',
    /** Why 'Looks good' is disabled (doc 2 §4), shown above the button. */
    blocked: {
      infoMissing: 'Falta información. Complete los datos marcados como “Falta información”.',
      secondarySsnMissing: 'Agregue el número de Seguro Social de su cotitular para continuar.',
      minorSsnMissing: 'Agregue el número de Seguro Social del menor para continuar.',
    },
  },
} satisfies Translation<typeof enReview>;
