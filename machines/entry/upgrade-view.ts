/**
 * The upgrade flow's pure helpers (doc 1 §3 logged-in user profile, §4.5, §4.11; doc 2 §2.12,
 * §2.17, §6): the basic account's card on the upgrade page, which open application the
 * continue-or-start-new modal offers, and the MAIN name and phone prefilled and locked from the
 * profile. No machine imports: the selectors, the specs and the guards share them.
 */
import {
  BASIC_ACCOUNT_UPGRADE_TYPE,
  SUFFIXES,
  type Application,
  type BasicAccountDetails,
  type Phone,
} from '../../services/api/contract';
import type { FlowMode } from './entry-gate';

/** What the upgrade page shows of the existing account (doc 1 §4.11 "the existing account details"). */
export interface UpgradeAccountView {
  /** 'First Middle Last Suffix', '' when the profile has no name. */
  fullName: string;
  email: string;
  accountNumber: string;
  accountCode: string;
  /** The portal's account type ('Basic'). */
  accountType: string;
  /** '+1 212 555 0147'-like, or null without a phone. */
  phone: string | null;
  /** Two-factor authentication uses the phone (then it stays as it is, doc 2 §2.17). */
  phoneLocked: boolean;
  /** Lines of the default mailing address (else the first address), [] without one. */
  address: string[];
  /** The account was already upgraded: only the way back to the portal remains. */
  upgraded: boolean;
}

const join = (parts: (string | null | undefined)[], sep = ' ') =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(sep);

/** A phone's parts as one readable string (the profile's Phone; calling code +1 for USA and CAN). */
export function phoneText(p: Phone | null | undefined, callingCode?: string | null): string | null {
  if (!p?.LocalNumber) return null;
  const local = p.LocalNumber.replace(/\D/g, '');
  const localText = local.length === 7 ? `${local.slice(0, 3)} ${local.slice(3)}` : local;
  const code = callingCode?.replace(/\D/g, '') || (p.Iso3CountryCode === 'USA' ? '1' : '');
  return join([code ? `+${code}` : null, p.AreaCode, localText]);
}

/** The card of the upgrade page from GET basic-accounts details (null while not loaded). */
export function upgradeAccountViewOf(
  d: BasicAccountDetails | null,
  countries: readonly { Iso3Code: string; TelephoneCode?: string | null }[] = [],
): UpgradeAccountView | null {
  if (!d) return null;
  const a = d.Addresses.find((x) => x.IsDefaultMailingAddress) ?? d.Addresses[0] ?? null;
  const calling = countries.find((c) => c.Iso3Code === d.Phone?.Iso3CountryCode)?.TelephoneCode;
  return {
    fullName: join([d.FirstName, d.MiddleName, d.LastName, d.Suffix]),
    email: d.Email,
    accountNumber: d.AccountNumber,
    accountCode: d.AccountCode,
    accountType: d.AccountType,
    phone: phoneText(d.Phone, calling),
    phoneLocked: d.IsPhoneConnectedTo2FA,
    address: a
      ? [
          join([a.Street, a.AptOrSuite], ', '),
          join([join([a.City, a.StateCaption ?? a.State], ', '), a.PostalCode]),
          a.CountryIso3Code ?? '',
        ].filter(Boolean)
      : [],
    upgraded: d.IsUpgraded,
  };
}

/** The application upgrades a basic account (doc 1 §4.11 AccountUpgradeType equal to the upgrade value). */
export const upgradesAccount = (app: Application | null | undefined): boolean =>
  app?.AccountUpgradeType === BASIC_ACCOUNT_UPGRADE_TYPE;

/**
 * The flow submits through the upgrade call and says 'Upgrade account' (doc 1 §4.11, doc 3
 * §2.5, §2.6): the tab's mode is upgrade, or the application is an upgrade (a reload or a login
 * that resumes one).
 */
export const isUpgradeFlow = (mode: FlowMode | null | undefined, app: Application | null) =>
  mode?.kind === 'upgrade' || upgradesAccount(app);

/**
 * The open application the upgrade flow offers to continue (doc 1 §4.5, §4.11; docs/decisions.md):
 * only one that upgrades this very account and is not finished; any other application of the
 * holder is left alone and a new upgrade application is started.
 */
export function resumableUpgradeOf(app: Application | null, mode: FlowMode): boolean {
  if (mode.kind !== 'upgrade' || !app || !upgradesAccount(app)) return false;
  if (app.AccountUid !== mode.accountUid || app.IsCompletedApplication) return false;
  return !!app.ApplicationStep || !!app.ApplicationType;
}

/**
 * CHOOSE_APPLICATION in the upgrade flow (doc 1 §7.4): the choice creates a new application with
 * IsUpgrade, AccountUid and AccountCode unless the current one already upgrades this account and
 * the user did not ask to start a new one.
 */
export function createsUpgradeApplication(
  mode: FlowMode,
  app: Application | null,
  startingNew: boolean,
): { accountUid: string; accountCode: string } | null {
  if (mode.kind !== 'upgrade') return null;
  if (!startingNew && app && upgradesAccount(app) && app.AccountUid === mode.accountUid)
    return null;
  return { accountUid: mode.accountUid, accountCode: mode.accountCode };
}

/** doc 2 §2.12, §6: the MAIN name prefilled from the profile (when none is saved). */
export function profileNameOf(d: BasicAccountDetails | null | undefined) {
  if (!d?.FirstName && !d?.LastName) return null;
  return {
    FirstName: d.FirstName ?? '',
    MiddleName: d.MiddleName ?? '',
    LastName: d.LastName ?? '',
    Suffix: String(d.SuffixType ?? (d.Suffix ? SUFFIXES.indexOf(d.Suffix) : 0)),
  };
}

/** doc 2 §2.12: First and Last are locked when the profile already has a first name (not sales-assisted). */
export const nameLockedBy = (d: BasicAccountDetails | null | undefined): boolean => !!d?.FirstName;

/** doc 2 §2.17: the MAIN phone is locked when the profile's phone is linked to two-factor authentication. */
export const phoneLockedBy = (d: BasicAccountDetails | null | undefined): boolean =>
  !!d?.IsPhoneConnectedTo2FA && !!d.Phone?.LocalNumber;

/**
 * The profile's phone in the shape an application's saved phone has (doc 2 §7 phones: AreaCode the
 * country calling code, LocalNumber the national number). The portal profile keeps the area code
 * apart ({AreaCode '212', LocalNumber '5550147'}); the calling code comes from the countries list.
 */
export function profilePhoneAsSaved(
  d: BasicAccountDetails | null | undefined,
  countries: readonly { Iso3Code: string; TelephoneCode?: string | null }[],
): Phone | null {
  const p = d?.Phone;
  if (!p?.LocalNumber || !p.Iso3CountryCode) return null;
  const calling =
    countries.find((c) => c.Iso3Code === p.Iso3CountryCode)?.TelephoneCode?.replace(/\D/g, '') ||
    (p.Iso3CountryCode === 'USA' ? '1' : '');
  return {
    Iso3CountryCode: p.Iso3CountryCode,
    AreaCode: calling || null,
    LocalNumber: `${p.AreaCode ?? ''}${p.LocalNumber}`.replace(/\D/g, ''),
    StateCode: p.StateCode,
  };
}
