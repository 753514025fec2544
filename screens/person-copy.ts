/**
 * Person-aware copy of the shared person screens. The joint secondary owner and the UTMA minor use
 * the main applicant's screens (name, phone, date of birth, identity country, SSN, address entry)
 * with the step's person slot (doc 2 §2.2; `ScreenView.person`, `ScreenView.personName`); these
 * helpers pick the header texts, the date-of-birth age rule and the account kind the views read.
 *
 * Texts: src/i18n/en-person.ts (`person.*`); the main person keeps the screen's own texts.
 */
import type { PersonSlot, ScreenView } from '../machines/screen-contract';
import type { ApplicationType } from '../services/api/contract';
import type { ApplicantRole } from '../services/api/fields';
import { registerTexts, t } from '../src/i18n/t';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('person');

type PersonView = Pick<ScreenView, 'person' | 'personName' | 'data'>;

/** The person a screen is about: the step's slot, 'main' when absent. */
export const slotOf = (view: Pick<ScreenView, 'person'>): PersonSlot => view.person ?? 'main';

/** `data.applicationType` ('Individual' … 'UTMA', doc 2 §3) when the selectors give it, else null. */
export function applicationTypeOf(view: Pick<ScreenView, 'data'>): ApplicationType | null {
  const v = view.data.applicationType;
  return typeof v === 'string' && v ? (v as ApplicationType) : null;
}

/** `data.accountType` (e.g. 'Trust', 'Traditional', 'SEP', 'Custodian', doc 2 §9) when given, else null. */
export function accountTypeOf(view: Pick<ScreenView, 'data'>): string | null {
  const v = view.data.accountType;
  return typeof v === 'string' && v ? v : null;
}

/**
 * How the copy names the secondary owner or the minor: their first name when saved, else
 * 'the second owner' / 'the minor'. The main person is 'you' in the screens' own texts.
 */
export function personWho(view: Pick<ScreenView, 'person' | 'personName'>): string {
  const name = view.personName?.trim();
  if (name) return name;
  return t(slotOf(view) === 'minor' ? 'person.minorWho' : 'person.secondaryWho');
}

/** `personWho` for the start of a sentence ('The second owner must …'). */
export const personWhoCapitalized = (view: Pick<ScreenView, 'person' | 'personName'>): string => {
  const who = personWho(view);
  return who.charAt(0).toUpperCase() + who.slice(1);
};

/**
 * The age rule of the date of birth (doc 2 §5 "Age", §6): the secondary owner SECONDARY (≥ 18),
 * the minor MINOR (< 21), the main person of a UTMA application (the custodian)
 * MAIN_UTMA_CUSTODIAN (≥ 21), anyone else MAIN (≥ 18). Without `data.applicationType` the main
 * person is MAIN.
 */
export function dobRole(view: Pick<ScreenView, 'person' | 'data'>): ApplicantRole {
  const slot = slotOf(view);
  if (slot === 'secondary') return 'SECONDARY';
  if (slot === 'minor') return 'MINOR';
  return applicationTypeOf(view) === 'UTMA' ? 'MAIN_UTMA_CUSTODIAN' : 'MAIN';
}

/** The person screens with person-aware headers. */
export type PersonScreen = 'name' | 'phone' | 'dob' | 'identity' | 'ssn' | 'address';

/** The main person's header keys per screen (the screens' own texts of src/i18n/en.ts). */
const MAIN_KEYS: Record<PersonScreen, [title: string, subtitle: string]> = {
  name: ['name.title', 'name.subtitle'],
  phone: ['phone.title', 'phone.subtitle'],
  dob: ['dob.title', 'dob.subtitle'],
  identity: ['identity.title', 'identity.subtitle'],
  ssn: ['ssn.title', 'ssn.subtitle'],
  address: ['secureAddressEnter.title', 'secureAddressEnter.subtitle'],
};

/** The secondary owner's and the minor's header keys per screen (src/i18n/en-person.ts). */
const OTHER_KEYS: Record<
  PersonScreen,
  Record<'secondary' | 'minor', [title: string, subtitle: string]>
> = {
  // doc 2 §2.2 "Secondary owner intro" / "Minor intro": the intro asks the person's name.
  name: {
    secondary: ['person.name.secondaryTitle', 'person.name.secondarySubtitle'],
    minor: ['person.name.minorTitle', 'person.name.minorSubtitle'],
  },
  phone: {
    secondary: ['person.phone.title', 'person.phone.secondarySubtitle'],
    minor: ['person.phone.title', 'person.phone.minorSubtitle'],
  },
  dob: {
    secondary: ['person.dob.title', 'person.dob.secondarySubtitle'],
    minor: ['person.dob.title', 'person.dob.minorSubtitle'],
  },
  identity: {
    secondary: ['person.identity.title', 'person.identity.subtitle'],
    minor: ['person.identity.title', 'person.identity.subtitle'],
  },
  ssn: {
    secondary: ['person.ssn.title', 'person.ssn.secondarySubtitle'],
    minor: ['person.ssn.title', 'person.ssn.minorSubtitle'],
  },
  address: {
    secondary: ['person.address.title', 'person.address.subtitle'],
    minor: ['person.address.title', 'person.address.subtitle'],
  },
};

/**
 * The translated {title, subtitle} of a person screen: the screen's own texts for the main person
 * (the custodian's date of birth says they must be 21, doc 2 §5), the `person.*` texts naming the
 * person (`{{who}}`) for the secondary owner and the minor.
 */
export function personHeader(
  view: PersonView,
  screen: PersonScreen,
): { title: string; subtitle: string } {
  const slot = slotOf(view);
  if (slot === 'main') {
    const [title, subtitle] = MAIN_KEYS[screen];
    const custodian = screen === 'dob' && dobRole(view) === 'MAIN_UTMA_CUSTODIAN';
    return { title: t(title), subtitle: t(custodian ? 'person.dob.custodianSubtitle' : subtitle) };
  }
  const [title, subtitle] = OTHER_KEYS[screen][slot];
  const vars = { who: personWho(view) };
  return { title: t(title, vars), subtitle: t(subtitle, vars) };
}
