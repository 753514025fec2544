/**
 * Spanish (es-US) twin of ./en-entity.ts: texts of the legal-entity screens of the Business and
 * Trust wizards (doc 2 §2.5–§2.11).
 */
import type { Translation } from './translation';
import type { enEntity } from './en-entity';

export const esEntity = {
  /** doc 2 §2.5; option keys are the CorporateAccountType names (services/api/entity-fields.ts). */
  businessType: {
    title: '¿Qué tipo de empresa es?',
    subtitle: 'Elija la estructura legal con la que está registrada su empresa.',
    legend: 'Tipo de empresa',
    required: 'Elija el tipo de empresa.',
    LimitedLiabilityCorporation: 'LLC',
    LimitedLiabilityCorporationText:
      'Una sociedad de responsabilidad limitada, con uno o más miembros.',
    Corporate: 'Corporación (C o S)',
    CorporateText: 'Una corporación C o una corporación S.',
    Partnership: 'Sociedad colectiva (estándar o LLLP)',
    PartnershipText:
      'Una sociedad colectiva o en comandita, o una sociedad en comandita de responsabilidad limitada.',
    SoleProprietorship: 'Empresa unipersonal',
    SoleProprietorshipText:
      'Un negocio no constituido en sociedad, propiedad de una sola persona que lo dirige.',
  },
  /** doc 2 §2.6 (entity business name). */
  businessName: {
    title: '¿Cuál es el nombre de su empresa?',
    subtitle: 'Ingrese el nombre legal exactamente como figura en sus documentos de constitución.',
    label: 'Nombre de la empresa',
  },
  /** doc 2 §2.7. */
  trustName: {
    title: '¿Cuál es el nombre del fideicomiso?',
    subtitle:
      'Ingrese el nombre legal completo del fideicomiso como figura en el acuerdo de fideicomiso.',
    label: 'Nombre del fideicomiso',
  },
  /** doc 2 §2.8 (the title is `secureAccountTrustEinQuestion`). */
  trustEinQuestion: {
    subtitle:
      'El Número de Identificación del Empleador (EIN) es el número de identificación fiscal federal que el IRS asigna a un fideicomiso.',
    legend: '¿Tiene el fideicomiso un EIN?',
    yes: 'Sí',
    yesText: 'El fideicomiso tiene su propio EIN.',
    no: 'No',
    noText:
      'El fideicomiso no tiene EIN (por ejemplo, un fideicomiso en vida revocable que usa el número de Seguro Social del fideicomitente).',
  },
  /** doc 2 §2.9 (business and trust). */
  ein: {
    businessTitle: '¿Cuál es el EIN de su empresa?',
    businessSubtitle:
      'El Número de Identificación del Empleador (EIN) es el número de identificación fiscal federal que el IRS asignó a su empresa.',
    trustTitle: '¿Cuál es el EIN del fideicomiso?',
    trustSubtitle:
      'El Número de Identificación del Empleador (EIN) es el número de identificación fiscal federal que el IRS asignó al fideicomiso.',
    label: 'Número de Identificación del Empleador (EIN)',
    noEinBusiness: 'Mi empresa no tiene EIN',
    noEinTrust: 'El fideicomiso no tiene EIN',
    show: 'Mostrar EIN',
    hide: 'Ocultar EIN',
    secure: 'Su EIN está cifrado y nunca se muestra completo, a menos que usted lo decida.',
  },
  /** doc 2 §2.10. */
  businessAddress: {
    title: '¿Dónde está ubicada su empresa?',
    subtitle:
      'Ingrese el domicilio principal de la empresa. No podemos aceptar apartados postales.',
  },
  /** doc 2 §2.11. */
  businessReview: {
    title: 'Revise los datos de su empresa',
    subtitle: 'Verifique que todo esté correcto. Puede editar cualquier dato antes de continuar.',
    heading: 'Empresa',
    businessName: 'Nombre de la empresa',
    businessType: 'Tipo de empresa',
    ein: 'EIN',
    businessAddress: 'Dirección',
    showEin: 'Mostrar EIN',
    hideEin: 'Ocultar EIN',
  },
} satisfies Translation<typeof enEntity>;
