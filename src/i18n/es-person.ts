/**
 * Spanish (es-US) twin of ./en-person.ts: texts of the second-person screens and the joint / IRA
 * funding landing screens. `{{who}}` is the person's first name when known, else
 * `person.secondaryWho` / `person.minorWho` (screens/person-copy.ts); those two are written so that
 * "de {{who}}" and a sentence-inner "{{who}}" read well ("de su cotitular", "de la persona menor de
 * edad"), and every sentence puts `{{who}}` after its first word so it never needs a capital.
 */
import type { Translation } from './translation';
import type { enPerson } from './en-person';

export const esPerson = {
  person: {
    secondaryWho: 'su cotitular',
    minorWho: 'la persona menor de edad',
    name: {
      secondaryTitle: 'Cuéntenos sobre su cotitular',
      secondarySubtitle:
        'Ingrese el nombre legal de su cotitular exactamente como figura en su identificación emitida por el gobierno. A continuación le pediremos algunos datos más sobre esa persona.',
      minorTitle: 'Cuéntenos sobre el menor',
      minorSubtitle:
        'Ingrese el nombre legal del menor exactamente como figura en su acta de nacimiento o tarjeta de Seguro Social. A continuación le pediremos algunos datos más sobre el menor.',
    },
    phone: {
      title: '¿Cuál es el número de teléfono de {{who}}?',
      secondarySubtitle: 'Solo llamaremos si hay alguna pregunta sobre la cuenta.',
      minorSubtitle: 'Si {{who}} aún no tiene teléfono, puede ingresar su propio número.',
    },
    dob: {
      title: '¿Cuál es la fecha de nacimiento de {{who}}?',
      secondarySubtitle: 'Cada titular de una cuenta conjunta debe tener al menos 18 años.',
      minorSubtitle: 'Una cuenta de regalo (UTMA) es para un menor de 21 años.',
      custodianSubtitle:
        'Como custodio de una cuenta de regalo (UTMA), usted debe tener al menos 21 años.',
    },
    identity: {
      title: '¿Cuál es el país de ciudadanía de {{who}}?',
      subtitle: 'Elija el país que emitió el pasaporte o la identificación nacional de {{who}}.',
    },
    ssn: {
      title: '¿Cuál es el número de Seguro Social de {{who}}?',
      secondarySubtitle:
        'La ley federal nos exige verificar la identidad de cada titular de la cuenta. El número se cifra y nunca se comparte sin consentimiento.',
      minorSubtitle:
        'Una cuenta de regalo (UTMA) se declara con el número de Seguro Social del menor a efectos fiscales. El número se cifra y nunca se comparte sin su consentimiento.',
    },
    address: {
      title: '¿Cuál es la dirección particular de {{who}}?',
      subtitle: 'Solo direcciones residenciales; no se aceptan apartados postales.',
    },
  },

  secureNeeds: {
    itemBusiness: 'El nombre legal, el tipo y la dirección de su empresa',
    itemBusinessEin:
      'Si está en EE. UU.: el EIN (Número de Identificación del Empleador) de su empresa, si lo tiene',
    itemTrust: 'El nombre del fideicomiso',
    itemTrustEin:
      'Si está en EE. UU.: el EIN (Número de Identificación del Empleador) del fideicomiso, si lo tiene',
    itemIraBusiness: 'El nombre de su empresa',
    itemIraId:
      'Una identificación emitida por el gobierno: licencia de conducir, identificación estatal o pasaporte',
    itemIraEmployment: 'Los datos de su empleo y el origen del dinero',
    itemMinor:
      'El nombre, el teléfono, la fecha de nacimiento, la ciudadanía y la dirección particular del menor',
    itemMinorTaxId:
      'Si está en EE. UU.: el número de Seguro Social del menor, que es la identificación fiscal de la cuenta',
    jointNoteTitle: '¿Va a abrir una cuenta conjunta?',
    jointNote:
      'También le pediremos el nombre, el teléfono, la fecha de nacimiento, la ciudadanía y la dirección particular de su cotitular y, si está en EE. UU., su número de Seguro Social. Tenga sus datos a mano.',
  },

  backupWithholding: {
    title: '¿Está usted sujeto a la retención adicional de impuestos (backup withholding)?',
    titleJoint:
      '¿Alguno de los titulares está sujeto a la retención adicional de impuestos (backup withholding)?',
    subtitle:
      'El IRS nos exige preguntarlo. La mayoría de las personas no lo están: solo está sujeto a la retención adicional si el IRS le notificó que lo está, por intereses o dividendos declarados de menos.',
    legend: 'Retención adicional (backup withholding)',
    none: 'No, no estoy sujeto a la retención adicional',
    me: 'Sí, el IRS me lo notificó',
    noneJoint: 'No, ninguno de los dos',
    meJoint: 'Solo yo',
    secondaryJoint: 'Solo {{who}}',
    bothJoint: 'Ambos',
    secondaryFallback: 'el cotitular',
    note: 'Al continuar, usted certifica que su respuesta es correcta. Su respuesta forma parte de la certificación del formulario W-9 del IRS.',
  },
  sameAddress: {
    title: '¿Vive {{who}} en la misma dirección que usted?',
    subtitle: 'Necesitamos una dirección residencial de cada persona de la cuenta.',
    yourAddress: 'Su dirección',
    yesTitle: 'Sí, la misma dirección',
    yesText:
      'Completaremos la dirección de {{who}} con la suya. Aún podrá cambiarla en la siguiente pantalla.',
    noTitle: 'No, otra dirección',
    noText: 'A continuación, ingresará la dirección particular de {{who}}.',
    skip: 'La agregaré más adelante',
  },

  jointSurvivorship: {
    title: '¿Qué debe pasar con la cuenta si uno de los titulares fallece?',
    subtitle: 'Elija cómo serán usted y {{who}} titulares de esta cuenta.',
    legend: 'Titularidad conjunta',
    wrosTitle: 'Pasa al titular sobreviviente',
    wrosBadge: 'Conjunta WROS',
    wrosText:
      'Titulares conjuntos con derecho de supervivencia: ambos son dueños de la cuenta, y el titular sobreviviente pasa a ser automáticamente el único dueño de todo lo que contiene.',
    ticTitle: 'Cada parte pasa al patrimonio de su titular',
    ticBadge: 'Conjunta TIC',
    ticText:
      'Titulares en común: cada uno es dueño de una parte de la cuenta. Cuando un titular fallece, su parte pasa a su patrimonio y se transmite según su testamento, no al otro titular.',
    note: 'Esta decisión afecta a quién hereda la cuenta. Si tiene dudas, consulte a su asesor fiscal o legal.',
  },

  retirementFunding: {
    title: '¿Cómo desea financiar su IRA?',
    subtitle: 'Elija cómo llegará el dinero a su nueva cuenta. Le guiaremos con los detalles.',
    transferTitle: 'Transferencia desde una IRA existente',
    transferText:
      'Traslade una IRA que tiene con otro custodio directamente a su nueva IRA. Las transferencias no tienen límite.',
    transferSoon: 'Disponible próximamente',
    transferSoonNote:
      'Las transferencias de IRA en línea estarán disponibles próximamente. Mientras tanto, elija una reinversión o una aportación, o decida más adelante.',
    rolloverTitle: 'Reinversión (rollover)',
    rolloverText:
      'Traslade dinero de un plan del empleador, como un 401(k) o un 403(b). Las reinversiones no tienen límite.',
    contributionTitle: 'Aportación anual en efectivo',
    contributionText: 'Aporte efectivo, hasta el límite anual del IRS de {{limit}}.',
    contributionTextNoLimit: 'Aporte efectivo, hasta el límite anual del IRS.',
    priorYearNote:
      'Las aportaciones para el año fiscal anterior pueden hacerse hasta el 15 de abril.',
    sepNote:
      'Las aportaciones a una cuenta IRA SEP pueden ser de hasta el 25 % de la remuneración, dentro del límite anual del IRS.',
    simpleNote:
      'Las cuentas IRA SIMPLE son para empresas que, por lo general, tienen 100 empleados o menos.',
    doLater: 'Lo haré más adelante',
    skipTitle: '¿Omitir el financiamiento por ahora?',
    skipText: 'No podrá invertir hasta que haya hecho su depósito inicial.',
    skipConfirm: 'Omitir',
    skipCancel: 'Cancelar',
  },

  retirementAmount: {
    rolloverEyebrow: 'Reinversión (rollover)',
    contributionEyebrow: 'Aportación anual en efectivo',
    rolloverTitle: '¿Cuánto va a reinvertir?',
    contributionTitle: '¿Cuánto desea aportar?',
    rolloverSubtitle:
      'Ingrese el monto que piensa reinvertir desde el plan de jubilación de su empleador. Las reinversiones no tienen límite.',
    contributionSubtitle: 'Las aportaciones en efectivo tienen como tope el límite anual del IRS.',
    label: 'Monto',
    placeholder: '0.00',
    limit: 'Aportación máxima en efectivo: {{amount}}',
    overLimit: 'Esto supera el máximo anual de {{amount}}. Ingrese un monto menor.',
    yearLegend: 'Año de la aportación',
    yearHelp: 'Hasta el 15 de abril todavía puede hacer aportaciones para el año fiscal anterior.',
    yearOnly: 'Esta aportación cuenta para {{year}}.',
    yearRequired: 'Elija el año al que corresponde esta aportación.',
  },
  secureIntro: {
    title: 'Protejamos su cuenta',
    subtitle:
      'La ley federal nos exige verificar la identidad de todas las personas que abren una cuenta. Esto es lo que necesitará:',
    itemName: 'Su nombre legal completo',
    itemPhone: 'Un número de teléfono',
    itemDob: 'Su fecha de nacimiento',
    itemCitizenship: 'Su país de ciudadanía',
    itemSsnUs: 'Si está en EE. UU.: su número de Seguro Social',
    itemAddress: 'Su dirección residencial (no se aceptan apartados postales)',
    time: 'Toma unos 3 minutos',
    privacy: 'Sus datos están cifrados y solo se usan para verificar su identidad.',
    submit: 'Proteger mi cuenta',
    videoLink: '¿Por qué necesitamos su número de Seguro Social?',
  },
  name: {
    title: '¿Cuál es su nombre legal?',
    subtitle: 'Escríbalo tal como aparece en su identificación oficial.',
    firstName: 'Nombre',
    middleName: 'Segundo nombre',
    lastName: 'Apellido',
    suffix: 'Sufijo',
    suffixNone: 'Ninguno',
    infoHighlight: 'Por qué lo preguntamos',
    infoText:
      'La ley federal exige a {{brokerCode}} obtener, verificar y registrar información que identifique a cada persona que abre una cuenta.',
    infoTextAip:
      'Para inscribirse en el programa mensual de metales, {{brokerCode}} debe verificar la identidad de cada titular de la cuenta, como lo exige la ley federal.',
  },
  phone: {
    title: '¿Cuál es su número de teléfono?',
    subtitle: 'Solo lo llamaremos si hay alguna pregunta sobre su cuenta.',
    label: 'Número de teléfono',
    countryLabel: 'Código de país',
    placeholder: '(555) 123-4567',
    usOnlyNote: 'Las cuentas de jubilación requieren un número de teléfono de EE. UU.',
    lockedNote:
      'Este número se usa para la autenticación de dos factores y no se puede cambiar aquí.',
    skip: 'Omitir',
  },
  dob: {
    title: '¿Cuál es su fecha de nacimiento?',
    subtitle: 'Debe tener al menos 18 años para abrir una cuenta.',
    legend: 'Fecha de nacimiento',
    month: 'Mes',
    day: 'Día',
    year: 'Año',
    monthPlaceholder: 'MM',
    dayPlaceholder: 'DD',
    yearPlaceholder: 'AAAA',
  },
  identity: {
    title: '¿Cuál es su país de ciudadanía?',
    subtitle: 'Elija el país que emitió su pasaporte o documento nacional de identidad.',
    label: 'País de ciudadanía',
    searchPlaceholder: 'Buscar países',
    nothingFound: 'Ningún país coincide',
    utmaUsOnly:
      'Las cuentas de regalo (UTMA) solo están disponibles para ciudadanos estadounidenses, tanto el custodio como el menor.',
  },
  ssn: {
    title: '¿Cuál es su número de Seguro Social?',
    subtitle:
      'Lo usamos para verificar su identidad, como lo exige la ley federal. Está cifrado y nunca se comparte sin su consentimiento.',
    label: 'Número de Seguro Social',
    minorLabel: 'Número de Seguro Social del menor',
    placeholder: 'XXX-XX-XXXX',
    show: 'Mostrar el número de Seguro Social',
    hide: 'Ocultar el número de Seguro Social',
    last4Title: 'últimos 4 dígitos del número de Seguro Social',
    secure: 'Protegido con cifrado de nivel bancario',
    notUsa: 'El número de Seguro Social solo se requiere a ciudadanos estadounidenses.',
  },
  addressIntro: {
    title: 'Ahora, su dirección residencial',
    subtitle:
      'Necesitamos su dirección residencial para verificar su identidad y enviarle avisos importantes.',
    info: '{{brokerCode}} solo acepta una dirección residencial; no se pueden usar apartados postales.',
    infoIra:
      'Las cuentas de jubilación de {{brokerCode}} requieren una dirección residencial en los Estados Unidos.',
  },
  secureAddressEnter: {
    title: '¿Cuál es su dirección residencial?',
    subtitle: 'Solo direcciones residenciales; no se aceptan apartados postales.',
    street: 'Dirección',
    streetPlaceholder: 'Empiece a escribir su dirección',
    apt: 'Apto. / Suite',
    city: 'Ciudad',
    state: 'Estado',
    region: 'Estado / Provincia / Región',
    postalCode: 'Código postal',
    country: 'País',
    notFound: 'No encontramos esa dirección. Escríbala manualmente.',
    usOnly: 'Este tipo de cuenta requiere una dirección residencial en los Estados Unidos.',
    statePlaceholder: 'Seleccione un estado',
  },
  addressDone: {
    title: 'Dirección guardada, ¡muy bien!',
    subtitle:
      'Sus datos de identidad están completos. Ahora elija cómo desea depositar fondos en su cuenta.',
  },
} satisfies Translation<typeof enPerson>;
