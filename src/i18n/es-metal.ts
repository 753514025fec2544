/**
 * Spanish (es-US) twin of ./en-metal.ts: texts of the recurring metal programme ('metal stream',
 * AIP; doc 3 §2.3, §9) and its metal-mode additions to the review and the agreement (doc 3 §2.3
 * "Metal-mode review", §5 Agreement). Amounts arrive formatted; `{{day}}` is the broker's recurring
 * day, written here as "el día {{day}} de cada mes" so that a cardinal ('5') or a Spanish ordinal
 * ('5.º') both read well.
 */
import type { Translation } from './translation';
import type { enMetal } from './en-metal';

export const esMetal = {
  metalWelcome: {
    eyebrow: 'Metal Stream',
    title: 'Aumente sus tenencias de metales, mes a mes',
    subtitle: 'Configure en pocos minutos una compra mensual automática de oro y plata.',
    point1Title: 'Elija un monto mensual',
    point1Text: 'Decida cuánto desea invertir cada mes. Puede cambiarlo en cualquier momento.',
    point2Title: 'Repártalo entre oro y plata',
    point2Text:
      'Elija su combinación y los productos que desea comprar, cada uno guardado en la bóveda que usted elija.',
    point3Title: 'Fináncielo automáticamente',
    point3Text:
      'Vincule su banco para hacer depósitos automáticos o agregue fondos directamente al saldo de su cuenta.',
    listLabel: 'Cómo funciona',
  },

  metalOwner: {
    eyebrow: 'Metal Stream',
    title: '¿Quién será el titular de la cuenta?',
    subtitle:
      'Su programa mensual funciona en esta cuenta. A continuación le pediremos los datos de los titulares.',
    legend: 'Titular de la cuenta',
    IndividualTitle: 'Solo yo',
    IndividualText: 'Una cuenta individual a su nombre.',
    JointTenantsTitle: 'Yo y otra persona',
    JointTenantsText: 'Una cuenta conjunta de la que es titular junto con un segundo titular.',
    UTMATitle: 'Un menor',
    UTMAText: 'Una cuenta de custodia (UTMA) que usted administra para un menor.',
    TrustTitle: 'Un fideicomiso',
    TrustText: 'Una cuenta de un fideicomiso, abierta por usted como su fiduciario.',
    BusinessTitle: 'Una empresa',
    BusinessText: 'Una cuenta de una empresa, abierta por usted como su agente autorizado.',
  },

  metalInvest: {
    title: '¿Cuánto desea invertir cada mes?',
    subtitle: 'En el siguiente paso, su monto mensual se reparte entre oro y plata.',
    label: 'Monto mensual',
    placeholder: '0.00',
    limit: 'Puede invertir entre {{min}} y {{max}} al mes.',
    limitMax: 'El límite de la inversión recurrente es de {{max}} al mes.',
  },

  metalAllocate: {
    title: '¿Cómo desea repartir su inversión mensual?',
    subtitle: 'Su inversión mensual de {{amount}} se reparte entre oro y plata.',
    monthly: 'Inversión mensual',
    sliderLabel: 'Reparto entre oro y plata',
    gold: 'Oro',
    silver: 'Plata',
    goldPercent: '% de oro',
    silverPercent: '% de plata',
    share: '{{amount}} al mes',
    sumRule: 'El oro y la plata siempre suman 100 %.',
    required: 'Ingrese un porcentaje de 0 a 100.',
    sum: 'El oro y la plata deben sumar 100 %.',
  },

  metalProduct: {
    titleGold: 'Elija su oro',
    titleSilver: 'Elija su plata',
    subtitleGold: 'Elija el producto de oro que desea comprar cada mes y dónde se guarda.',
    subtitleSilver: 'Elija el producto de plata que desea comprar cada mes y dónde se guarda.',
    listLabelGold: 'Productos de oro',
    listLabelSilver: 'Productos de plata',
    row: '{{caption}} - {{location}}',
    price: '{{pricePerOz}}/oz; {{pricePerUnit}} cada uno',
    selected: 'Seleccionado',
    empty: 'No hay productos disponibles en este momento. Puede elegir uno más adelante.',
    loading: 'Cargando productos…',
    skip: 'Elegiré más adelante',
    share: 'Usted invierte {{amount}} en {{metal}} cada mes.',
    /** Storage location names by LocationName (doc 3 §9). */
    locations: {
      NewYork: 'Nueva York',
      SaltLakeCity: 'Salt Lake City',
      Zurich: 'Zúrich',
      London: 'Londres',
      Sydney: 'Sídney',
      Singapore: 'Singapur',
      Toronto: 'Toronto',
      Ohio: 'Ohio',
      Dallas: 'Dallas',
      Delivery: 'Entrega a domicilio',
      FractionalHoldings: 'Tenencias fraccionadas',
    },
  },

  metalFunding: {
    title: '¿Cómo financiará su inversión mensual?',
    subtitle: 'Su compra mensual se paga con el saldo de su cuenta el día {{day}} de cada mes.',
    bankTitle: 'Vincule su banco',
    bankText:
      'Depósitos mensuales automáticos desde su cuenta bancaria, vinculada de forma segura en segundos.',
    recommended: 'Recomendado',
    manualTitle: 'Yo financiaré mi cuenta',
    manualText:
      'Envíe dinero directamente al saldo de su cuenta; debe llegar a más tardar el día {{day}} de cada mes.',
    assistedNote:
      'En una sesión asistida por ventas, el programa se financia con el saldo de la cuenta.',
    skip: 'Lo haré más adelante',
  },

  metalReview: {
    title: 'Resumen',
    subtitle: 'Revise su programa mensual antes de continuar.',
    deposit: 'Depósito mensual',
    recurring: 'Se deposita automáticamente el día {{day}} de cada mes',
    depositType: 'Tipo de depósito',
    accountBalance: 'Saldo de la cuenta',
    bank: '{{bankName}} que termina en {{last4}}',
    bankLinked: 'Cuenta bancaria vinculada',
    notChosen: 'Aún no elegido',
    allocation: 'Distribución',
    allocationText: 'Oro {{gold}} % / Plata {{silver}} %',
    goldProduct: 'Oro',
    silverProduct: 'Plata',
    perMonth: '({{amount}} al mes)',
    edit: 'Editar',
    editLabel: 'Editar {{item}}',
    update: 'Actualizar',
    editTitle: {
      metalAmount: 'Editar el monto mensual',
      metalAllocation: 'Editar la distribución',
      metalGold: 'Elegir el oro',
      metalSilver: 'Elegir la plata',
      metalFunding: 'Editar el tipo de depósito',
    },
  },

  metalSummary: {
    eyebrow: 'Todo listo',
    title: 'Su programa mensual está listo',
    subtitle: 'Esto es lo que sucederá a continuación, cada mes.',
    depositTitle: 'Depósitos automáticos',
    depositText: 'Su monto mensual se deposita el día {{day}} de cada mes.',
    tradeTitle: 'Compras automáticas',
    tradeText:
      'Su oro y su plata se compran por usted cuando llega el depósito y se guardan en las bóvedas que eligió.',
    balanceTitle: 'Saldo bajo',
    balanceText: 'Si su saldo es menor que su monto mensual, compramos con lo que haya disponible.',
    next: 'A continuación, proteja su cuenta para que podamos abrirla.',
  },

  metalScheduled: {
    title: 'Inversión recurrente',
    text: 'Programada para el {{day}}/{{month}}: su primera compra mensual de {{amount}}.',
  },
} satisfies Translation<typeof enMetal>;
