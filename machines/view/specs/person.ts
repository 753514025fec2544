/**
 * The person screens' ScreenSpecs (doc 2 §2.12–§2.15, §2.17, §2.20): name, phone, date of birth,
 * identity country, SSN and address entry — one spec each, for the person of the step's slot
 * (main, the joint secondary holder or the UTMA minor; doc 2 §1). Fields are the forms' of
 * services/api/fields.ts, prefills come from the slot's person, savers are PERSON_SAVERS
 * (services/api/section-savers.ts: create / update / no call, doc 2 §4), called through a
 * function because step-savers reads this registry (an import cycle at load time).
 */
import {
  nameForm,
  identityCountryForm,
  ssnForm,
  addressForm,
  dateOfBirthForm,
} from '../../../services/api/fields';
import { PERSON_SAVERS } from '../../../services/api/section-savers';
import { dobParts, phoneInitial, s } from '../../review/review-data';
import { identityCountryOf, ownerOf, personOf } from '../../wizards/walk';
import { type SpecContext, defineSpec } from '../screen-spec';
import {
  nameLockedBy,
  phoneLockedBy,
  profileNameOf,
  profilePhoneAsSaved,
} from '../../entry/upgrade-view';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/fields.ts, not a copy.
export {
  addressForm,
  dateOfBirthForm,
  dateOfBirthFormAssisted,
  identityCountryForm,
  nameForm,
  nameFormAssisted,
  ssnForm,
  ssnFormAssisted,
  ssnLast4Form,
  ssnLast4FormAssisted,
} from '../../../services/api/fields';

const personIn = (c: SpecContext) => personOf(c.application, c.person);
/** The logged-in user's profile for the MAIN person (doc 2 §2.12, §2.17; the upgrade flow's basic account). */
const profileFor = (c: SpecContext) => (c.person === 'main' ? (c.profile ?? null) : null);

/** The last four digits of a saved (masked) number, '' when none. */
export const lastFour = (v: string | null | undefined) => (v ? v.replace(/\D/g, '').slice(-4) : '');

export const nameSpec = defineSpec({
  reviewItem: 'name',
  form: nameForm,
  initial: (c) => {
    const n = personIn(c)?.PersonName;
    // doc 2 §2.12: for MAIN, prefilled from the logged-in user's profile until a name is saved.
    const fromProfile = n ? null : profileNameOf(profileFor(c));
    if (fromProfile) return fromProfile;
    return {
      FirstName: s(n?.FirstName),
      MiddleName: s(n?.MiddleName),
      LastName: s(n?.LastName),
      Suffix: String(n?.SuffixType ?? 0),
    };
  },
  data: (c) => ({
    nameLocked: nameLockedBy(profileFor(c)),
    flow: c.application?.RegistrationFlowType === 2 ? 'AIP' : 'BASE',
    isIra: false,
  }),
  save: (input, deps) => PERSON_SAVERS.name(input, deps),
});

export const phoneSpec = defineSpec({
  reviewItem: 'phone',
  // The form (services/api/phone-fields.ts `phoneForm`) brings libphonenumber-js, which loads
  // with the phone screen only (issue 22): the spec names its keys instead of importing it.
  fields: ['Phone', 'Country'],
  // doc 2 §2.17: for MAIN, the profile's phone until one is saved; locked when linked to 2FA.
  initial: (c) =>
    phoneInitial(
      personIn(c)?.Phone ?? profilePhoneAsSaved(profileFor(c), c.countries),
      c.countries,
    ),
  data: (c) => ({ countries: c.countries, usOnly: false, locked: phoneLockedBy(profileFor(c)) }),
  save: (input, deps) => PERSON_SAVERS.phone(input, deps),
});

export const dobSpec = defineSpec({
  reviewItem: 'dob',
  // {Month, Day, Year}; the view picks the role's age rule and the sales agent's variant
  // (`dateOfBirthForm(role)`, `dateOfBirthFormAssisted(role)`, doc 2 §5).
  form: dateOfBirthForm(),
  // The date of birth shows its server errors under the form (doc 2 §2.13), not under its keys.
  fields: [],
  initial: (c) => dobParts(personIn(c)?.PersonBirthday?.DateOfBirth),
  save: (input, deps) => PERSON_SAVERS.dob(input, deps),
});

export const identityCountrySpec = defineSpec({
  reviewItem: 'identity',
  form: identityCountryForm,
  initial: (c) => ({ CountryIso3Code: identityCountryOf(c.application, c.person) ?? 'USA' }),
  data: (c) => ({ countries: c.countries }),
  save: (input, deps) => PERSON_SAVERS.identityCountry(input, deps),
});

/**
 * The SSN step's variant (doc 2 §2.15): 'full' when (the account is an IRA, or the person is the
 * MINOR of a UTMA application (type 5), or not (a first flag on and a second flag off)) and (no SSN
 * is stored, or the stored SSN is longer than 4); otherwise 'last4' (four code boxes). The spec
 * does not name the flags (docs/decisions.md): the first is a sales agent's session (doc 2 §6 "may
 * see a different SSN form"), the second the broker's IsIRSRequired (a W-9 certification needs
 * the whole number). An SSN stored as its last 4 digits is answered as those 4 ('6789').
 */
export function ssnVariantOf(c: SpecContext): 'full' | 'last4' {
  const stored = personIn(c)?.PersonSsn?.Ssn ?? null;
  const ira = c.application?.ApplicationType === 'IRA';
  const utmaMinor = c.person === 'minor' && c.application?.ApplicationType === 'UTMA';
  const firstFlag = c.assisted === true;
  const secondFlag = c.settings?.IsIRSRequired === true;
  const full = (ira || utmaMinor || !(firstFlag && !secondFlag)) && (!stored || stored.length > 4);
  return full ? 'full' : 'last4';
}

/**
 * The help video of the SSN step (doc 2 §2.15): the broker's RootUrl followed by SSNVideoSlug; the
 * slug itself when it is an absolute http(s) address; an origin-relative slug ('./videos/…', the
 * sandbox's sample on the server that served the page, server/domain/sandbox-video-url.ts) as the
 * root-relative path the browser resolves against the page ('/videos/…'). Its WebVTT captions at
 * the same address plus '.vtt' (docs/decisions.md); null without a slug.
 */
export function ssnVideoOf(c: SpecContext): { url: string; captionsUrl: string } | null {
  const slug = c.settings?.SSNVideoSlug?.trim();
  if (!slug) return null;
  const url = /^https?:\/\//i.test(slug)
    ? slug
    : slug.startsWith('./')
      ? slug.slice(1)
      : `${c.settings?.RootUrl ?? ''}${slug}`;
  return { url, captionsUrl: `${url}.vtt` };
}

/**
 * SSN: the API answers only the last four digits ('***-**-6789', issue 12), so the input starts
 * empty and the whole number is asked again; `SavedSsnLast4` ('6789' or '') feeds the hint
 * 'ending 6789' on the step and in the review's edit modal. `data.variant` picks the full input
 * or the four code boxes (`ssnVariantOf`), `data.video` the help video (`ssnVideoOf`).
 */
export const ssnSpec = defineSpec({
  reviewItem: 'ssn',
  form: ssnForm,
  initial: (c) => ({ Ssn: '', SavedSsnLast4: lastFour(personIn(c)?.PersonSsn?.Ssn) }),
  data: (c) => ({
    minor: false,
    // doc 2 §2.15 "Submit is disabled when the identity country is not USA and the mode is not
    // sales-assisted" (issue 35 item 6).
    disabled: ssnSubmitDisabled(c),
    variant: ssnVariantOf(c),
    video: ssnVideoOf(c),
  }),
  save: (input, deps) => PERSON_SAVERS.ssn(input, deps),
});

/**
 * doc 2 §2.15: the SSN's submit is off when the person's identity country is known and is not USA,
 * outside a sales agent's session (an agent may save what the customer gave).
 */
export const ssnSubmitDisabled = (c: SpecContext): boolean => {
  const country = identityCountryOf(c.application, c.person);
  return !!country && country !== 'USA' && !c.assisted;
};

/** doc 2 §2.4: the Secure intro may show the SSN explainer video (`ssnVideoOf`; issue 35 item 6). */
export const secureIntroSpec = defineSpec({ data: (c) => ({ video: ssnVideoOf(c) }) });

/** doc 2 §2.20: the address intro (the IRA copy is not used by the person steps). */
export const addressIntroSpec = defineSpec({ data: () => ({ isIra: false }) });

export const addressEnterSpec = defineSpec({
  reviewItem: 'address',
  form: addressForm,
  initial: (c) => {
    // An address picked from the street lookup prefills the whole form (doc 2 §2.20).
    if (c.addressPick) return { ...c.addressPick };
    // doc 2 §2.20: 'same address' answered Yes prefills the main person's address.
    const a =
      personIn(c)?.PersonAddress ??
      (c.person !== 'main' && c.sameAddress[c.person]
        ? ownerOf(c.application)?.PersonAddress
        : null);
    return {
      Street: s(a?.Street),
      AptOrSuite: s(a?.AptOrSuite),
      City: s(a?.City),
      State: s(a?.State),
      PostalCode: s(a?.PostalCode),
      CountryIso3Code: a?.CountryIso3Code ?? 'USA',
    };
  },
  data: (c) => ({
    countries: c.countries,
    states: c.states,
    statesCountry: c.statesCountry ?? 'USA',
    usOnly: false,
    addressSuggestions: c.addressSuggestions,
  }),
  save: (input, deps) => PERSON_SAVERS.addressEnter(input, deps),
});
