/**
 * The account-kind choice screens (doc 1 §2.8) as data: one table read by the machine (both
 * under CREATE_APPLICATION and CHOOSE_APPLICATION), the route table and the selectors
 * (`ScreenView.data.level`). The screen's cards send the `choice` values of screen-contract.ts
 * CHOOSE_CHOICES with `choice.select`; a test checks both lists agree.
 */
import type { AccountKind } from './app-types';
import { CHOOSE_CHOICES, type ChooseLevel } from './screen-contract';

export type ChoiceLevel = ChooseLevel;

export interface ChoiceOption {
  /** Value sent as `choice.select { choice }` (CHOOSE_CHOICES). */
  choice: string;
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

/** doc 1 §2.8, every choice. */
export const CHOICE_LEVELS: Record<ChoiceLevel, ChoiceLevelDef> = {
  MAIN: {
    subpath: '',
    routeKey: 'MAIN',
    titleKey: 'pageTitles.createApplication',
    // Standard sets Individual, Retirement IRA, Gift UTMA; the kind is fixed on the final level.
    options: [
      { choice: 'STANDARD', next: 'STANDARD' },
      { choice: 'RETIREMENT', next: 'RETIREMENT' },
      { choice: 'UTMA', next: 'UTMA' },
    ],
  },
  STANDARD: {
    subpath: '/standard',
    routeKey: 'STANDARD.MAIN',
    titleKey: 'pageTitles.standard',
    parent: 'MAIN',
    options: [
      { choice: 'Individual', kind: { ApplicationType: 'Individual', AccountType: null } },
      { choice: 'JointTenants', kind: { ApplicationType: 'JointTenants', AccountType: null } },
      { choice: 'Trust', kind: { ApplicationType: 'Corporate', AccountType: 'Trust' } },
      // The business kind (LLC, corporation, …) is chosen later in the business wizard (doc 2 §2.5).
      { choice: 'Corporate', kind: { ApplicationType: 'Corporate', AccountType: null } },
    ],
  },
  RETIREMENT: {
    subpath: '/retirement',
    routeKey: 'RETIREMENT.MAIN',
    titleKey: 'pageTitles.retirement',
    parent: 'MAIN',
    options: [
      { choice: 'PERSONAL', next: 'PERSONAL' },
      { choice: 'BUSINESS', next: 'BUSINESS' },
    ],
  },
  PERSONAL: {
    subpath: '/retirement/personal',
    routeKey: 'RETIREMENT.PERSONAL',
    titleKey: 'pageTitles.retirementPersonal',
    parent: 'RETIREMENT',
    options: [
      { choice: 'Traditional', kind: { ApplicationType: 'IRA', AccountType: 'Traditional' } },
      { choice: 'Roth', kind: { ApplicationType: 'IRA', AccountType: 'Roth' } },
    ],
  },
  BUSINESS: {
    subpath: '/retirement/business',
    routeKey: 'RETIREMENT.BUSINESS',
    titleKey: 'pageTitles.retirementBusiness',
    parent: 'RETIREMENT',
    options: [
      { choice: 'SIMPLE', kind: { ApplicationType: 'IRA', AccountType: 'SIMPLE' } },
      { choice: 'SEP', kind: { ApplicationType: 'IRA', AccountType: 'SEP' } },
    ],
  },
  UTMA: {
    subpath: '/utma',
    routeKey: 'UTMA.MAIN',
    titleKey: 'pageTitles.utma',
    parent: 'MAIN',
    options: [
      { choice: 'Custodian', kind: { ApplicationType: 'UTMA', AccountType: 'Custodian' } },
      { choice: 'Trustee', kind: { ApplicationType: 'UTMA', AccountType: 'Trustee' } },
    ],
  },
};

export const CHOICE_LEVEL_IDS = Object.keys(CHOICE_LEVELS) as ChoiceLevel[];

/** The choices a level offers, and the ones the screen contract says its cards send. */
export const choicesOf = (level: ChoiceLevel) => CHOICE_LEVELS[level].options.map((o) => o.choice);
export const contractChoicesOf = (level: ChoiceLevel): readonly string[] => CHOOSE_CHOICES[level];

/** The CREATE_APPLICATION level Back from CREATE_ACCOUNT returns to (doc 1 §2.7). */
export function createAccountBackLevel(kind: AccountKind | null): ChoiceLevel | null {
  if (!kind) return null;
  if (kind.ApplicationType === 'IRA') return 'RETIREMENT';
  if (kind.ApplicationType === 'UTMA') return 'UTMA';
  return 'STANDARD';
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
