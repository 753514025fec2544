/**
 * Spanish (es-US) twin of ./en-equity.ts: texts of the equity IRA agreement (doc 3 §2.5 "Equity
 * IRA agreement" and the viewer's scroll note; screens/equity-agreement.tsx). The agreement text
 * itself is served by the broker and stays in its language.
 */
import type { Translation } from './translation';
import type { enEquity } from './en-equity';

export const esEquity = {
  equityAgreement: {
    /** Heading by IRA type (doc 3 §2.5), keyed by IRAAccountType; `default` when the type is unknown. */
    title: {
      Traditional: 'Su acuerdo de cuenta IRA tradicional',
      Roth: 'Su acuerdo de cuenta IRA Roth',
      SEP: 'Su acuerdo de cuenta IRA SEP',
      SIMPLE: 'Su acuerdo de cuenta IRA SIMPLE',
      default: 'Su acuerdo de cuenta IRA',
    },
    subtitle: 'Lea el acuerdo de su IRA de metales preciosos antes de continuar.',
    howItWorksTitle: 'Cómo funciona',
    howItWorks:
      'Su IRA está en manos de un custodio de IRA independiente; {{brokerName}} compra, vende y guarda los metales preciosos que son propiedad de su IRA.',
    setupFee: 'Se aplica un cargo único de apertura de la IRA de {{fee}}.',
    panelLabel: 'Acuerdo de la IRA',
    loading: 'Cargando el acuerdo…',
    scrollNote: 'Desplácese hasta el final para revisar todo el acuerdo antes de continuar',
    readNote: 'Ha llegado al final del acuerdo.',
    agree: 'He leído y acepto el acuerdo de la IRA',
    esign:
      'Al marcar la casilla, usted firma este acuerdo electrónicamente. Después de enviar su solicitud, el custodio de la IRA le enviará sus propios documentos para que los firme mediante un servicio de firma electrónica.',
    alreadyAccepted: 'Ya aceptó este acuerdo.',
  },
} satisfies Translation<typeof enEquity>;
