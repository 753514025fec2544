/**
 * Spanish (es-US) twin of ./en-custodian.ts: texts of the IRA custodian modal (doc 3 §2.4 "IRA
 * custodian modal, six steps") and the transfer variant of the retirement amount (doc 3 §2.4 "Title
 * 'transfer amount' for a transfer").
 */
import type { Translation } from './translation';
import type { enCustodian } from './en-custodian';

export const esCustodian = {
  custodianModal: {
    title: 'Transferencia desde una IRA existente',
    step: 'Paso {{step}} de {{count}}',
    back: 'Atrás',
    continue: 'Continuar',
    forward: 'Siguiente',
    skipTwo: 'Ir al paso {{step}}',
    close: 'Cerrar',
    settingUp: 'Preparando su transferencia…',
    tryAgain: 'Intentar de nuevo',
    find: {
      title: 'Busque el custodio actual de su IRA',
      subtitle: 'Busque la compañía que mantiene la IRA desde la que hace la transferencia.',
      search: 'Buscar custodios',
      searchPlaceholder: 'Nombre o ciudad del custodio',
      searching: 'Buscando…',
      listLabel: 'Custodios',
      current: 'Seleccionado',
      addManually: '¿No lo encuentra? Agréguelo manualmente',
    },
    manual: {
      title: 'Agregue su custodio',
      subtitle:
        'Ingrese los datos de la compañía que mantiene su IRA actual. El custodio debe estar en los Estados Unidos.',
      name: 'Nombre del custodio',
      street: 'Dirección',
      streetPlaceholder: 'Empiece a escribir una dirección',
      apt: 'Apto., suite',
      city: 'Ciudad',
      state: 'Estado',
      statePlaceholder: 'Elija un estado',
      postalCode: 'Código postal',
      phone: 'Teléfono del custodio',
      fax: 'Fax del custodio',
      country: 'País: Estados Unidos',
      backToSearch: 'Volver a la búsqueda',
    },
    accountNumber: {
      title: '¿Cuál es su número de cuenta allí?',
      subtitle: 'Lo encontrará en un estado de cuenta de su custodio actual.',
      label: 'Número de cuenta',
    },
    transferType: {
      title: '¿Cuánto desea transferir?',
      subtitle: 'Elija una transferencia total o parcial de la cuenta.',
      legend: 'Tipo de transferencia',
      Liquidate: 'Transferencia total',
      LiquidateText: 'Su custodio vende las inversiones y envía todo el efectivo.',
      PartialCash: 'Transferencia parcial',
      PartialCashText: 'Su custodio envía parte de la cuenta en efectivo.',
      required: 'Elija el tipo de transferencia.',
    },
    iraType: {
      title: '¿Qué tipo de IRA es?',
      subtitle: 'La cuenta desde la que transfiere debe ser compatible con su nueva IRA.',
      label: 'Tipo de IRA',
      placeholder: 'Elija el tipo de IRA',
      options: {
        Traditional: 'IRA tradicional',
        Roth: 'IRA Roth',
        SIMPLE: 'IRA SIMPLE',
        SEP: 'IRA SEP',
      },
    },
    amount: {
      eyebrow: 'Transferencia de IRA',
      title: '¿Cuál es el monto de la transferencia?',
      subtitle: 'Ingrese el monto que espera transferir. Las transferencias no tienen límite.',
    },
    review: {
      title: 'Revise su transferencia',
      subtitle: 'Verifique los datos que enviaremos a su custodio actual.',
      name: 'Custodio',
      address: 'Dirección',
      phone: 'Teléfono',
      fax: 'Número de fax',
      transferType: 'Tipo de transferencia',
      accountNumber: 'Número de cuenta',
      accountType: 'Tipo de IRA',
      amount: 'Monto',
      edit: 'Editar',
      editLabel: 'Editar {{item}}',
      none: 'N/D',
      confirm: 'Confirmar',
    },
  },
} satisfies Translation<typeof enCustodian>;
