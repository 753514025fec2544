/**
 * Spanish (es-US) twin of ./en-handoff.ts: texts of the phone hand-off (issue 9 "continue the
 * capture on a phone"): the desktop method page's panel (`kycHandoffPanel`), the phone page
 * (`kycHandoff`) and the hand-off routes' codes (`esHandoffApiErrors`, spread into `apiErrors`).
 */
import type { Translation } from './translation';
import type { enHandoff, enHandoffApiErrors } from './en-handoff';

export const esHandoffApiErrors = {
  HandoffTokenNotFound: 'Este enlace no es válido.',
  HandoffTokenUsed: 'Este enlace ya se usó.',
  HandoffTokenExpired: 'Este enlace ha caducado.',
} satisfies Translation<typeof enHandoffApiErrors>;

export const esHandoff = {
  kycHandoffPanel: {
    title: 'Continúe en su teléfono',
    text: 'Use la cámara de su teléfono: abra en su teléfono un enlace de un solo uso y tome allí la foto. Esta página se actualiza sola cuando la foto llega.',
    create: 'Obtener un enlace para mi teléfono',
    creating: 'Creando su enlace…',
    qrLabel: 'Código QR del enlace para su teléfono',
    scan: 'Escanee el código con la cámara de su teléfono o abra este enlace en su teléfono:',
    linkLabel: 'Enlace para su teléfono',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    expires: 'El enlace funciona una sola vez y caduca a las {{time}}.',
    waiting: 'Esperando la foto desde su teléfono…',
    expired: 'El enlace ha caducado.',
    again: 'Obtener un enlace nuevo',
    error: 'No pudimos crear un enlace. Inténtelo de nuevo o use otro método.',
  },
  kycHandoff: {
    pageTitle: 'Subir desde su teléfono',
    loading: 'Abriendo su enlace…',
    greeting:
      'Hola, {{name}}: tome una foto de su documento o elija un archivo. Irá directamente a su solicitud de {{broker}}.',
    greetingAnonymous:
      'Tome una foto de su documento o elija un archivo. Irá directamente a su solicitud de {{broker}}.',
    yourBroker: 'cuenta',
    send: 'Enviar',
    doneTitle: 'Gracias, su documento se envió',
    doneText: 'Puede cerrar esta página y continuar en su computadora.',
    expiredTitle: 'Este enlace ha caducado',
    expiredText:
      'Los enlaces funcionan durante 10 minutos. Obtenga uno nuevo en su computadora (Continúe en su teléfono) y escanéelo de nuevo.',
    usedTitle: 'Este enlace ya se usó',
    usedText:
      'Cada enlace sirve para subir un documento una sola vez. Si necesita enviar otro, obtenga un enlace nuevo en su computadora.',
    notFoundTitle: 'Este enlace no es válido',
    notFoundText:
      'Abra el enlace de nuevo desde su computadora: escanee el código QR o escriba el enlace exactamente como aparece.',
    errorTitle: 'No pudimos abrir su enlace',
    errorText: 'Revise su conexión e inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
  },
} satisfies Translation<typeof enHandoff>;
