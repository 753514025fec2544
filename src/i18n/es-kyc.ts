/**
 * Spanish (es-US) twin of ./en-kyc.ts: texts of the KYC document pages (doc 3 §2.1 page titles,
 * §2.6 Verification hub, proof of identity / residency / social security / ownership, upload
 * method, file upload, webcam capture; §5 Uploads; §8 camera unavailable and upload errors).
 * Registered by the KYC screens with their chunks (`addTexts`, issue 11).
 */
import type { Translation } from './translation';
import type { enKyc } from './en-kyc';

export const esKyc = {
  kycHub: {
    loading: 'Comprobando qué documentos necesitamos…',
    fetchError: 'No pudimos cargar la lista de documentos.',
    retry: 'Intentar de nuevo',
    progress: '{{done}} de {{total}} subidos',
    upload: 'Subir',
    holderFor: 'Para {{name}}',
    empty: 'No se necesitan documentos por ahora.',
  },
  kycDocs: {
    driversLicense: 'Licencia de conducir',
    driversLicenseHint: 'Frente de su licencia de conducir emitida por el estado',
    passport: 'Pasaporte',
    passportHint: 'La página con la foto de su pasaporte',
    governmentId: 'Otra identificación del gobierno',
    governmentIdHint:
      'Una tarjeta de identificación estatal u otra identificación con foto emitida por el gobierno',
    utilityBill: 'Factura de servicios públicos',
    utilityBillHint: 'Gas, electricidad, agua, internet o teléfono',
    bankStatement: 'Estado de cuenta bancario',
    bankStatementHint: 'Un estado de cuenta de su banco o casa de corretaje',
    voidedCheck: 'Cheque anulado',
    voidedCheckHint: 'Un cheque con la palabra “VOID” (anulado) escrita de lado a lado',
    creditCardStatement: 'Estado de cuenta de tarjeta de crédito',
    creditCardStatementHint: 'Un estado de cuenta reciente del emisor de su tarjeta',
    socialSecurityCard: 'Tarjeta de Seguro Social',
    ownership: 'Documento de titularidad',
    ownershipHint: 'Un solo archivo: JPG, PNG o PDF',
    uploaded: 'Subido',
  },
  kycChooser: {
    identityTitle: '{{name}}, presente un comprobante de identidad',
    identityTitleNoName: 'Presente un comprobante de identidad',
    identitySubtitle:
      'Elija el documento que desea subir. Debe estar vigente y mostrar su foto y su nombre completo.',
    residenceTitle: '{{name}}, confirme su dirección',
    residenceTitleNoName: 'Confirme su dirección',
    residenceAddress:
      'Necesitamos un documento que muestre su nombre y esta dirección: {{address}}',
    residenceSubtitleUtility:
      'Suba una factura de servicios públicos, un estado de cuenta bancario o un cheque anulado. También se puede aceptar una tarjeta de Medicare o de Seguro Social.',
    residenceSubtitle: 'Suba un estado de cuenta bancario o un cheque anulado.',
    ownershipTitle1: 'Suba documentos de la empresa en los que figure el nombre de la empresa',
    ownershipTitle2: 'Suba la declaración de su empresa unipersonal',
    ownershipTitle4: 'Suba los documentos del fideicomiso',
    ownershipTitle5: 'Suba el acuerdo de sociedad',
    ownershipSubtitle: 'Lo necesitamos para verificar quién es el titular de la cuenta.',
    skip: 'Omitir por ahora',
    back: 'Atrás',
  },
  kycMethod: {
    title: 'Elija el método',
    identitySubtitle: '¿Cómo desea presentar su {{document}}?',
    sscSubtitle:
      'Presente su tarjeta de Seguro Social (o de Medicare) con la cámara web o subiendo una foto o un escaneo.',
    sscMobile: 'Tome una foto de su tarjeta de Seguro Social con su teléfono y súbala.',
    webcam: 'Cámara web',
    webcamHint: 'Tome una foto con la cámara de su computadora',
    file: 'Subir un archivo',
    fileHint: 'Suba una foto o un escaneo desde su dispositivo',
    back: 'Atrás',
  },
  kycUpload: {
    identityTitle: 'Suba su {{document}}',
    sscTitle: 'Suba su tarjeta de Seguro Social',
    residenceTitle: 'Suba su {{document}}',
    ownershipTitle: 'Suba su documento de titularidad',
    identitySubtitle:
      'Suba una imagen nítida del frente de su documento. Deben verse las cuatro esquinas.',
    passportSubtitle: 'Suba una imagen nítida de la página con la foto de su pasaporte.',
    residenceSubtitle:
      'Los documentos deben tener una fecha de los últimos 3 meses. Suba solo la primera página.',
    otherSubtitle: 'Suba una imagen nítida o un escaneo del documento.',
    labelFront: 'Frente',
    labelDocument: 'Documento',
    dropTitle: 'Arrastre y suelte su archivo aquí',
    dropOr: 'o',
    browse: 'Buscar archivos',
    dropActive: 'Suelte el archivo para agregarlo',
    typesImage: 'PNG, JPEG o GIF, hasta 10 MB',
    typesImageOrPdf: 'JPG, PNG o PDF, hasta 10 MB',
    remove: 'Quitar archivo',
    selected: 'Archivo seleccionado: {{name}}',
    uploading: 'Subiendo su documento…',
    continue: 'Continuar',
    back: 'Atrás',
    skip: 'Omitir por ahora',
    errors: {
      typeImage: 'No se acepta este tipo de archivo. Suba una imagen PNG, JPEG o GIF.',
      typeWithPdf: 'No se acepta este tipo de archivo. Suba un archivo JPG, PNG, GIF o PDF.',
      tooLarge: 'El archivo pesa más de 10 MB. Elija un archivo más pequeño.',
      empty: 'El archivo está vacío. Elija otro archivo.',
      tooMany: 'Suba un solo archivo.',
    },
  },
  kycCamera: {
    title: 'Capture su {{document}}',
    checklistTitle: 'Antes de empezar',
    check1: 'Coloque el documento sobre una superficie plana y oscura, con buena luz.',
    check2: 'Asegúrese de que las cuatro esquinas queden dentro del marco.',
    check3: 'Evite los reflejos y mantenga el texto nítido y legible.',
    activate: 'Activar la cámara',
    starting: 'Iniciando la cámara…',
    captureFront: 'Capturar el frente',
    captureId: 'Capturar la identificación',
    retake: 'Volver a tomar',
    previewAlt: 'Imagen capturada de su documento',
    videoLabel: 'Vista previa de la cámara',
    continue: 'Continuar',
    back: 'Atrás',
    useFile: 'Subir un archivo en su lugar',
    noAccessTitle: 'No tiene acceso a su cámara',
    noAccessText:
      'Su cámara no está conectada o está bloqueada. Revise la conexión de la cámara o permita el acceso a la cámara en esta página e inténtelo de nuevo.',
    ok: 'Aceptar',
    errors: { capture: 'No se pudo tomar la imagen. Inténtelo de nuevo.' },
  },
} satisfies Translation<typeof enKyc>;
