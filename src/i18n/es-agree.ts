/**
 * Spanish (es-US) twin of ./en-agree.ts: texts of the agreement variants, the ACH terms checkbox
 * and viewer, the submission error modal and the success page's funding texts (doc 3 §2.5, §2.6,
 * §8). The agreements themselves are served by the broker and stay in its language.
 */
import type { Translation } from './translation';
import type { enAgree } from './en-agree';

export const esAgree = {
  agreeVariant: {
    /** doc 3 §2.5 "Title varies by application type and IRA subtype". */
    titles: {
      Individual: 'Acuerdo de cuenta individual',
      JointTenants: 'Acuerdo de cuenta conjunta',
      Corporate: 'Acuerdo de cuenta empresarial',
      Trust: 'Acuerdo de cuenta de fideicomiso',
      UTMA: 'Acuerdo de cuenta de custodia (UTMA)',
      IRA: 'Acuerdo de cuenta IRA',
      Traditional: 'Acuerdo de cuenta IRA tradicional',
      Roth: 'Acuerdo de cuenta IRA Roth',
      SIMPLE: 'Acuerdo de cuenta IRA SIMPLE',
      SEP: 'Acuerdo de cuenta IRA SEP',
      programme: 'Acuerdo de cuenta Metal Stream',
      alternative: 'Acuerdo de custodia y compraventa para clientes',
    },
    /** The broker with its own variant (doc 3 §2.5): four numbered points and its own wording. */
    alternative: {
      intro:
        'Antes de abrir su cuenta de {{brokerName}}, confirme que entiende estos cuatro puntos:',
      point1:
        'Usted abre una cuenta de compraventa y custodia de metales preciosos, y nosotros actuamos como su agente cuando compra o vende.',
      point2:
        'Sus monedas y lingotes se guardan separados del metal de otros clientes en un depósito asegurado.',
      point3:
        'La custodia se factura trimestralmente; las operaciones se liquidan solo con fondos disponibles.',
      point4:
        'Usted confirma que su información es verdadera y propia, y acepta recibir todos los documentos por vía electrónica.',
      download: 'Descargar el acuerdo de custodia y compraventa (PDF)',
      agreePrefix: 'Reconozco los cuatro puntos anteriores y acepto los',
      agreeLink: 'términos de custodia y compraventa',
    },
    /** The programme with a linked bank (doc 3 §2.5 'agreeAutoDeposit'). */
    autoDepositPrefix:
      'Autorizo depósitos automáticos mensuales desde mi cuenta bancaria vinculada conforme a los',
    autoDepositLink: 'términos de transferencias ACH',
    achViewerTitle: 'Términos de transferencias ACH',
    achViewerEmpty: 'No se pudieron cargar los términos de transferencia. Inténtelo de nuevo.',
    /** The programme's metal-stream terms and conditions (doc 3 §1, §2.5), accepted with 'agree'. */
    metalTermsJoin: 'y los',
    metalTermsLink: 'términos y condiciones de Metal Stream',
    metalTermsDownload: 'Descargar los términos y condiciones de Metal Stream',
    metalViewerTitle: 'Términos y condiciones de Metal Stream',
    metalViewerEmpty: 'No se pudieron cargar los términos y condiciones. Inténtelo de nuevo.',
    viewerLabel: 'Texto del acuerdo',
  },

  /** doc 3 §2.6 Processing error modal, §8: a title per code; the message is the server's / apiErrors.<Code>. */
  submissionError: {
    titles: {
      default: 'No pudimos enviar su solicitud',
      KYCError: 'No pudimos verificar su identidad',
      OFACError: 'No podemos abrir esta cuenta',
      TradecoreExecutionError: 'No se aceptó el monto de su depósito',
      FundingAlreadySubmited: 'Su información de financiamiento ya se envió',
      FundingTypeIsNotDefined: 'Elija cómo desea financiar su cuenta',
      ApplicationIsCompleted: 'Su solicitud ya está completa',
      ApplicationAlreadyCreated: 'Su solicitud ya se envió',
      WizardValidation_MissingAgreementConsent: 'Acepte el acuerdo',
      InvalidApplicationUid: 'No pudimos encontrar su solicitud',
      RequestError: 'La verificación no está disponible temporalmente',
      Error_AccountNotFound: 'No pudimos encontrar la cuenta que desea mejorar',
    },
    goToAccount: 'Ir a mi cuenta',
    backToAgreement: 'Volver al acuerdo',
  },

  /** doc 3 §2.6 Success step 2: ' via <method>' and what to do next per funding method. */
  successFunding: {
    methods: {
      Transfer: 'Transferencia desde su banco',
      ACHManual: 'ACH',
      Wire: 'Transferencia bancaria',
      Check: 'Cheque',
      Cryptocurrency: 'Criptomoneda',
      IRATransfer: 'Transferencia de IRA',
      Rollover: 'Reinversión (rollover)',
      AnnualContribution: 'Aportación anual',
      AccountBalance: 'Saldo de la cuenta',
    },
    texts: {
      Transfer:
        'Cobraremos el depósito de su cuenta bancaria vinculada; las transferencias bancarias tardan de 2 a 3 días hábiles en llegar.',
      ACHManual: 'Las instrucciones para su transferencia ACH le esperan en su cuenta.',
      Wire: 'Las instrucciones para su transferencia bancaria le esperan en su cuenta; las transferencias bancarias suelen llegar el mismo día hábil o el siguiente.',
      Check:
        'Envíe su cheque por correo siguiendo las instrucciones de su cuenta; los fondos estarán disponibles 5 días hábiles después de que lo recibamos.',
      Cryptocurrency: 'La dirección para su depósito en criptomoneda le espera en su cuenta.',
      IRATransfer:
        'El custodio de su IRA le enviará por correo electrónico los documentos de la transferencia para su firma electrónica.',
      Rollover:
        'El custodio de su IRA le enviará por correo electrónico los documentos de la reinversión para su firma electrónica.',
      AnnualContribution:
        'El custodio de su IRA le enviará por correo electrónico los documentos de la aportación para su firma electrónica.',
      AccountBalance:
        'Agregue fondos al saldo de su cuenta antes de la fecha de su compra mensual.',
      none: 'No podrá invertir hasta que haya hecho su depósito inicial.',
    },
  },
} satisfies Translation<typeof enAgree>;
