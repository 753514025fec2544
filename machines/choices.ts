/**
 * The account-kind choice screens (doc 1 §2.8) as data: one table read by the machine (both
 * under CREATE_APPLICATION and CHOOSE_APPLICATION), the route table and the screen
 * (`ScreenView.data.level` / `data.options`).
 */
import type { AccountKind } from './app-types';

export type ChoiceLevel =
  'main' | 'standard' | 'retirement' | 'retirementPersonal' | 'retirementBusiness' | 'utma';

export interface ChoiceOption {
  /** Value sent as `choice.select { choice }`. */
  choice: string;
  /** i18n keys of the option's title and bullet list (src/i18n/en.ts chooseApplication.*). */
  titleKey: string;
  bulletsKey: string;
  /** MAIN groups its options in a Standard and a 'tax advantaged' section. */
  section?: 'standard' | 'taxAdvantaged';
  /** Leads to another level … */
  next?: ChoiceLevel;
  /** … or is a final choice of account kind. */
  kind?: AccountKind;
}

export interface ChoiceLevelDef {
  /** Path below /create-application or /choose-application ('' for MAIN). */
  subpath: string;
  /** Route key below CREATE_APPLICATION / CHOOSE_APPLICATION. */
  routeKey: string;
  titleKey: string;
  /** The level Back returns to (MAIN has none). */
  parent?: ChoiceLevel;
  options: ChoiceOption[];
}

const o = (choice: string, key: string, rest: Partial<ChoiceOption>): ChoiceOption => ({
  choice,
  titleKey: `chooseApplication.${key}Title`,
  bulletsKey: `chooseApplication.${key}Bullets`,
  ...rest,
});

/** doc 1 §2.8, every choice. */
export const CHOICE_LEVELS: Record<ChoiceLevel, ChoiceLevelDef> = {
  main: {
    subpath: '',
    routeKey: 'MAIN',
    titleKey: 'pageTitles.createApplication',
    options: [
      o('standard', 'standard', { section: 'standard', next: 'standard' }),
      o('retirement', 'retirement', { section: 'taxAdvantaged', next: 'retirement' }),
      o('gift', 'utma', { section: 'taxAdvantaged', next: 'utma' }),
    ],
  },
  standard: {
    subpath: '/standard',
    routeKey: 'STANDARD.MAIN',
    titleKey: 'pageTitles.standard',
    parent: 'main',
    options: [
      o('me', 'me', { kind: { ApplicationType: 'Individual', AccountType: null } }),
      o('joint', 'joint', { kind: { ApplicationType: 'JointTenants', AccountType: null } }),
      o('trust', 'trust', { kind: { ApplicationType: 'Corporate', AccountType: 'Trust' } }),
      o('business', 'business', { kind: { ApplicationType: 'Corporate', AccountType: null } }),
    ],
  },
  retirement: {
    subpath: '/retirement',
    routeKey: 'RETIREMENT.MAIN',
    titleKey: 'pageTitles.retirement',
    parent: 'main',
    options: [
      o('me', 'retirementMe', { next: 'retirementPersonal' }),
      o('business', 'retirementBusiness', { next: 'retirementBusiness' }),
    ],
  },
  retirementPersonal: {
    subpath: '/retirement/personal',
    routeKey: 'RETIREMENT.PERSONAL',
    titleKey: 'pageTitles.retirementPersonal',
    parent: 'retirement',
    options: [
      o('traditional', 'traditional', {
        kind: { ApplicationType: 'IRA', AccountType: 'Traditional' },
      }),
      o('roth', 'roth', { kind: { ApplicationType: 'IRA', AccountType: 'Roth' } }),
    ],
  },
  retirementBusiness: {
    subpath: '/retirement/business',
    routeKey: 'RETIREMENT.BUSINESS',
    titleKey: 'pageTitles.retirementBusiness',
    parent: 'retirement',
    options: [
      o('simple', 'simple', { kind: { ApplicationType: 'IRA', AccountType: 'SIMPLE' } }),
      o('sep', 'sep', { kind: { ApplicationType: 'IRA', AccountType: 'SEP' } }),
    ],
  },
  utma: {
    subpath: '/utma',
    routeKey: 'UTMA.MAIN',
    titleKey: 'pageTitles.utma',
    parent: 'main',
    options: [
      o('custodian', 'custodian', { kind: { ApplicationType: 'UTMA', AccountType: 'Custodian' } }),
      o('trustee', 'trustee', { kind: { ApplicationType: 'UTMA', AccountType: 'Trustee' } }),
    ],
  },
};

export const CHOICE_LEVEL_IDS = Object.keys(CHOICE_LEVELS) as ChoiceLevel[];

/** The CREATE_APPLICATION level Back from CREATE_ACCOUNT returns to (doc 1 §2.7). */
export function createAccountBackLevel(kind: AccountKind | null): ChoiceLevel | null {
  if (!kind) return null;
  if (kind.ApplicationType === 'IRA') return 'retirement';
  if (kind.ApplicationType === 'UTMA') return 'utma';
  return 'standard';
}

/** The choice (card) that names a kind, for `data.current` on the choice screens. */
export function choiceOfKind(kind: AccountKind | null): string | null {
  if (!kind) return null;
  for (const level of CHOICE_LEVEL_IDS) {
    const hit = CHOICE_LEVELS[level].options.find(
      (o) =>
        o.kind &&
        o.kind.ApplicationType === kind.ApplicationType &&
        (o.kind.AccountType ?? null) === (kind.AccountType ?? null),
    );
    if (hit) return hit.choice;
  }
  return null;
}
