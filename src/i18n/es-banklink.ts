/**
 * Spanish (es-US) twin of ./en-banklink.ts: texts of the bank link (doc 3 §2.4, §4 "Bank-link
 * flow", §8) and of the bank-link, cryptocurrency and ACH parts of the funding screens (doc 3 §2.4
 * Fund your account, Amount; §5; §9).
 */
import type { Translation } from './translation';
import type { enBankLink } from './en-banklink';

export const esBankLink = {
  bankLink: {
    title: 'Conecte su banco',
    loading: 'Abriendo una conexión segura con su banco…',
    saving: 'Vinculando {{bank}}…',
    savingNoBank: 'Vinculando su cuenta bancaria…',
    errorTitle: 'No pudimos vincular su banco',
    refusedTitle: 'El cliente debe vincular el banco',
    assistedRefused:
      'Solo el cliente puede vincular una cuenta bancaria. Elija transferencia bancaria o cheque, o pida al cliente que vincule su banco cuando complete la solicitud.',
    tokenExpired:
      'La conexión segura con el banco ha caducado. Inténtelo de nuevo en un momento o elija otro método de financiamiento.',
    ok: 'Aceptar',
    // The sandbox link widget (docs/sandbox.md "Bank link").
    sandboxTitle: 'Conecte una cuenta bancaria',
    sandboxBadge: 'Entorno de pruebas',
    sandboxIntro:
      'Instituciones de prueba: no se contacta a ningún banco real y no se necesitan credenciales.',
    institutionLegend: 'Seleccione su banco',
    accountsLegend: 'Elija la cuenta que desea vincular',
    accountsHint: 'Puede vincular más de una cuenta; la primera que elija financia su depósito.',
    accountLabel: '{{name}} ••••{{mask}}',
    accountType: 'Cuenta {{type}} que termina en {{mask}}',
    changeBank: 'Elegir otro banco',
    pickAccount: 'Elija al menos una cuenta.',
    continue: 'Continuar',
    cancel: 'Cancelar',
    secureNote: 'Sus credenciales bancarias nunca se comparten con {{brokerName}}.',
  },
  fundMore: {
    cryptoTitle: 'Criptomoneda',
    cryptoText: 'Deposite criptomonedas; se convierten a USD. Límite de {{limit}} por transacción.',
    methodAch: 'Transferencia bancaria (ACH)',
    methodCrypto: 'Criptomoneda',
    autoDeposit:
      'Autorizo a {{brokerName}} a hacer un depósito automático desde mi cuenta de {{bank}} que termina en {{mask}}.',
    autoDepositUnknownBank:
      'Autorizo a {{brokerName}} a hacer un depósito automático desde mi cuenta bancaria vinculada.',
    termsPrefix: 'Consulte los',
    termsLink: 'términos de transferencia',
    viewerTitle: 'Términos de transferencias ACH',
    viewerLoading: 'Cargando los términos de transferencia…',
    viewerEmpty: 'No se pudieron cargar los términos de transferencia. Inténtelo de nuevo.',
    viewerAccept: 'Aceptar',
    viewerClose: 'Cerrar',
  },
  fund: {
    title: '¿Cómo desea depositar fondos en su cuenta?',
    subtitle:
      'Elija un método ahora: recibirá las instrucciones de depósito en cuanto se abra su cuenta.',
    wireTitle: 'Transferencia bancaria',
    wireText:
      'La más rápida. Los fondos suelen estar disponibles el mismo día hábil o el siguiente.',
    checkTitle: 'Cheque',
    checkText: 'Envíe un cheque personal por correo. Límite de {{limit}} por semana.',
    achTitle: 'Conectar una cuenta bancaria',
    achText: 'Recomendado. Hasta {{limit}} por día.',
    recommended: 'Recomendado',
    doLater: 'Lo haré más tarde',
    skipTitle: '¿Omitir el depósito por ahora?',
    skipText: 'No podrá invertir hasta que haya hecho su depósito inicial.',
    skipConfirm: 'Omitir',
    skipCancel: 'Cancelar',
  },
} satisfies Translation<typeof enBankLink>;
