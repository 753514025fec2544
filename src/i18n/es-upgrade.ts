/**
 * Spanish (es-US) twin of ./en-upgrade.ts: texts of issue 10's entry screens (doc 1 §2.3, §2.6,
 * §2.11, §4.11): the new-password page and its success page, the upgrade page of a basic account,
 * DELETE_APPLICATION, the footer's accessibility assistant and its '/ira-funding' metal-stream copy.
 */
import type { Translation } from './translation';
import type { enUpgrade } from './en-upgrade';

export const esUpgrade = {
  resetPassword: {
    pageTitle: 'Elija una nueva contraseña',
    title: 'Elija una nueva contraseña',
    subtitle:
      'Ingrese una nueva contraseña para su cuenta. La usará la próxima vez que inicie sesión.',
    passwordLabel: 'Nueva contraseña',
    passwordPlaceholder: 'Ingrese una nueva contraseña',
    confirmLabel: 'Confirme la nueva contraseña',
    confirmPlaceholder: 'Ingrese de nuevo la nueva contraseña',
    submit: 'Guardar contraseña',
    successPageTitle: 'Contraseña cambiada',
    successTitle: 'Su contraseña se cambió',
    successText: 'Ya puede iniciar sesión con su nueva contraseña.',
    toLogin: 'Iniciar sesión',
  },
  upgradeAccount: {
    title: 'Mejore su cuenta',
    subtitle:
      'Su cuenta actual le permite comprar metales y recibirlos. Conviértala en una cuenta completa para también guardarlos, venderlos y financiar la cuenta, conservando su número de cuenta.',
    loading: 'Cargando su cuenta…',
    cardTitle: 'Su cuenta actual',
    accountNumber: 'Número de cuenta',
    accountCode: 'Código de cuenta',
    accountType: 'Tipo de cuenta',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    phone2fa: 'se usa para la verificación en dos pasos',
    address: 'Dirección postal',
    none: 'No registrado',
    prefillNote:
      'Completaremos su nombre y teléfono con los datos de esta cuenta; usted solo agrega lo que necesita una cuenta completa.',
    continue: 'Continuar',
    upgraded: 'Esta cuenta ya se mejoró.',
    toPortal: 'Ir a mi cuenta',
    failedTitle: 'No pudimos abrir su cuenta',
    retry: 'Intentar de nuevo',
  },
  deleteApplication: {
    pageTitle: 'Eliminar la solicitud',
    title: '¿Desea eliminar esta solicitud?',
    text: 'Se eliminarán la solicitud y todo lo que ingresó en ella. Luego elegirá una nueva cuenta para abrir.',
    kind: 'Solicitud: {{kind}}',
    confirm: 'Eliminar la solicitud',
    cancel: 'Conservarla',
    debugButton: 'ELIMINAR SOLICITUD',
  },
  a11y: {
    trigger: 'Opciones de accesibilidad',
    title: 'Opciones de accesibilidad',
    intro:
      'Ajuste cómo se ve esta página. Sus preferencias se conservan mientras esta pestaña siga abierta.',
    textSize: 'Tamaño del texto',
    textNormal: 'Estándar',
    textLarge: 'Grande',
    textLarger: 'Más grande',
    contrast: 'Alto contraste',
    contrastHint: 'Colores más intensos y enlaces subrayados.',
    motion: 'Reducir el movimiento',
    motionHint: 'Detiene las animaciones y las transiciones.',
    reset: 'Restablecer',
    close: 'Listo',
    statement: 'Declaración de accesibilidad',
  },
  iraFunding: {
    footerCopy:
      'Metal Stream: aumente sus tenencias de metales preciosos con compras mensuales automáticas de oro y plata, financiadas desde su IRA o una cuenta bancaria vinculada. Las compras se hacen un día fijo de cada mes al precio vigente; puede cambiarlas o detenerlas en cualquier momento.',
  },
} satisfies Translation<typeof enUpgrade>;
