/**
 * Spanish (es-US) twin of ./en-fundedit.ts: texts of the review's funding edit (doc 3 §2.4
 * "Funding edits from the review page"; screens/flows/funding-edit-modal.tsx).
 */
import type { Translation } from './translation';
import type { enFundingEdit } from './en-fundedit';

export const esFundingEdit = {
  fundingEdit: {
    setupTitle: 'Configurar el financiamiento',
    changeTitle: 'Cambiar el financiamiento',
    chooseMethod: 'Elegir método',
    chooseMethodText: 'Cómo financiará su cuenta.',
    setDeposit: 'Indicar depósito',
    setDepositText: 'El monto de su primer depósito.',
    changeMethod: 'Cambiar método',
    editDeposit: 'Editar depósito',
    currentMethod: 'Actualmente: {{method}}',
    currentAmount: 'Actualmente: {{amount}}',
    noAmount: 'Aún no hay monto.',
    needsMethod: 'Primero elija un método.',
    methodTitle: '¿Cómo desea financiar su cuenta?',
    iraMethodTitle: '¿Cómo desea financiar su IRA?',
    amountTitle: '¿Cuánto desea depositar?',
    back: 'Atrás',
    close: 'Cerrar',
    saving: 'Guardando…',
  },
} satisfies Translation<typeof enFundingEdit>;
