/**
 * Spanish (es-US) twin of ./en-sales.ts: texts of the sales-assisted registration and the
 * invitation acceptance (doc 1 §2.3, §2.6, §2.10, §2.12, §8.3; doc 2 §2.23).
 */
import type { Translation } from './translation';
import type { enSales } from './en-sales';

export const esSales = {
  sales: {
    impersonateTitle: 'Registro asistido',
    customerEmailTitle: 'Abriendo la cuenta del cliente',
    reviewUserHistoryTitle: 'Las solicitudes del cliente',
    invitationTitle: 'Su invitación',
    prepareTitle: 'Iniciar registro asistido',
    setPasswordTitle: 'Establezca su contraseña',
    // doc 1 §2.3 the sales-assisted banner (impersonation)
    bannerTitle: 'Registro asistido',
    bannerCustomer: 'Está trabajando en la solicitud de {{email}}',
    bannerCaution:
      'Está actuando en nombre de este cliente. Ingrese solo lo que el cliente le indicó; el cliente revisa y firma la solicitud.',
    bannerLogout: 'Cerrar sesión',
    // doc 1 §2.10 PREPARE_REGISTRATION ('start assisted registration')
    prepareSubtitle:
      'Busque al cliente por su correo electrónico para abrir o continuar su solicitud.',
    prepareText:
      'Cuando la solicitud esté lista, elija ‘Finalizar y enviar invitación’ en la página de revisión: el cliente recibirá un correo electrónico para establecer una contraseña, revisar y firmar. O elija ‘Guardar y cerrar’ en la barra superior para terminar más tarde.',
    customerEmailLabel: 'Correo electrónico del cliente',
    prepareSubmit: 'Iniciar registro asistido',
    // doc 1 §2.12, §4.12 assisted continue-or-start-new
    continueTitle: 'Este cliente tiene una solicitud en curso',
    continueText: 'Iniciada el {{date}} por {{owner}}.',
    continueTextNoDate: 'El cliente tiene una solicitud en curso.',
    continueOwnerCustomer: 'el cliente',
    continueApplication: 'Continuar la solicitud',
    startNewApplication: 'Iniciar una nueva solicitud',
    // doc 1 §2.10 invitation sent
    invitationSentTitle: 'Invitación enviada',
    invitationSentText:
      'Se envió una invitación a {{email}}. El cliente establece una contraseña, revisa la solicitud y la firma.',
    invitationSentTextNoEmail: 'Se envió una invitación al correo electrónico del cliente.',
    returnToBackOffice: 'Aceptar, volver al panel de administración',
    // doc 1 §2.10, §8.3 invitation errors
    invitationErrorTitle: 'Invitación',
    invitationSendErrorTitle: 'No se envió la invitación',
    ok: 'Aceptar',
    // doc 1 §2.12 save & close
    saveCloseTitle: 'Borrador guardado',
    saveCloseText: 'La solicitud se guardó como borrador. Puede cerrar esta ventana o continuar.',
    saveCloseExit: 'Salir',
    saveCloseContinue: 'Continuar',
    saveCloseErrorTitle: 'No se guardó el borrador',
    saveCloseError:
      'No se guardó este borrador. Mantenga esta ventana abierta e inténtelo de nuevo más tarde.',
    saveCloseClose: 'Cerrar',
    // doc 1 §2.6 SET_PASSWORD
    setPasswordSubtitle:
      'Establezca una contraseña para su cuenta para revisar y terminar su solicitud.',
    emailLabel: 'Correo electrónico',
    passwordLabel: 'Contraseña',
    confirmPasswordLabel: 'Confirme la contraseña',
    savePassword: 'Guardar contraseña',
    // doc 2 §2.23 the agent's review submit ('impersonateRegistration') and the missing list
    impersonateRegistration: 'Finalizar y enviar invitación',
    missingListTitle: 'Información que aún falta',
    missingListText: 'Se le pedirá al cliente que complete lo siguiente:',
    missingListTextCustomer: 'Complete lo siguiente:',
  },
} satisfies Translation<typeof enSales>;
