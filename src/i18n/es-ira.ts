/**
 * Spanish (es-US) twin of ./en-ira.ts: texts of the IRA owner's screens (doc 2 §2.6 IRA business
 * name, §2.16 identity details, §2.18 marital status, §2.21 employment status, §2.22 financial
 * profile), one namespace per screen.
 */
import type { Translation } from './translation';
import type { enIra } from './en-ira';

export const esIra = {
  iraBusinessName: {
    title: '¿Cuál es el nombre de su empresa?',
    subtitle:
      'Las cuentas IRA SEP y SIMPLE se abren a través de un empleador. Ingrese el nombre de la empresa como figura en sus documentos fiscales.',
    label: 'Nombre de la empresa',
  },

  maritalStatus: {
    title: '¿Cuál es su estado civil?',
    subtitle:
      'Las cuentas de jubilación lo solicitan porque su cónyuge puede tener derechos como beneficiario.',
    legend: 'Estado civil',
    /** By the code names of MARITAL_STATUSES (doc 2 §9). */
    options: {
      Single: 'Soltero(a)',
      Married: 'Casado(a)',
      DivorcedOrSeparated: 'Divorciado(a)/Separado(a)',
      Widowed: 'Viudo(a)',
    },
    required: 'Elija su estado civil.',
  },

  identityDetails: {
    title: 'Háblenos de su identificación con foto',
    subtitle:
      'La ley federal nos exige registrar una identificación emitida por el gobierno de cada titular de una cuenta de jubilación.',
    idType: 'Tipo de identificación',
    idTypePlaceholder: 'Elija un tipo de identificación',
    idNumber: 'Número de identificación',
    issueDate: 'Fecha de emisión',
    expiryDate: 'Fecha de vencimiento',
    month: 'Mes',
    day: 'Día',
    year: 'Año',
    monthPlaceholder: 'MM',
    dayPlaceholder: 'DD',
    yearPlaceholder: 'AAAA',
    state: 'Estado emisor',
    statePlaceholder: 'Elija un estado',
    issuedBy: 'País emisor',
    nothingFound: 'Sin resultados',
  },

  employmentStatus: {
    title: '¿Cuál es su situación laboral?',
    subtitle:
      'Las normas financieras nos exigen preguntarle por su ocupación y el origen de sus ingresos.',
    status: 'Situación laboral',
    statusPlaceholder: 'Elija su situación',
    occupationCategory: 'Categoría de ocupación',
    priorOccupationCategory: 'Categoría de ocupación anterior',
    categoryPlaceholder: 'Elija una categoría',
    occupation: 'Ocupación',
    priorOccupation: 'Ocupación anterior',
    occupationPlaceholder: 'Elija una ocupación',
    chooseCategoryFirst: 'Primero elija una categoría',
    sourceOfIncome: 'Fuente de ingresos',
    sourceOfIncomePlaceholder: 'Elija su fuente principal de ingresos',
    employer: 'Empleador',
    employerName: 'Nombre del empleador',
    employerAddressLine: 'Dirección del empleador',
    employerCity: 'Ciudad',
    employerState: 'Estado',
    employerStatePlaceholder: 'Elija un estado',
    employerZipCode: 'Código postal',
    nothingFound: 'Sin resultados',
  },

  financialProfile: {
    title: 'Su perfil financiero',
    subtitle: 'Díganos para qué es esta cuenta y de dónde provendrá el dinero.',
    purposeLegend: '¿Cuál es el propósito principal de esta cuenta?',
    initialLegend: '¿Cuál será el origen inicial de los fondos?',
    ongoingLegend: '¿Cuál será el origen continuo de los fondos?',
    selectAll: 'Seleccione todas las opciones que correspondan.',
    otherOption: 'Otro (especifique)',
    initialOtherDetails: 'Otro origen inicial de los fondos',
    ongoingOtherDetails: 'Otro origen continuo de los fondos',
    otherPlaceholder: 'Describa el origen',
  },
} satisfies Translation<typeof enIra>;
