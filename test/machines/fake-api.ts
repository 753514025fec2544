/**
 * An in-memory registration API with the ApiClient's shape, recording every call, for machine
 * tests that run the real actors and step savers without a server. Behaviour follows the
 * contract: persons answer the person, fundings the funding, agreements 202, complete
 * {IsSuccess, AccountNumber}. `fail(name, failure)` makes the next call of `name` throw.
 */
import { ApiError, type ApiClient, type ApiFailure } from '../../services/api/client';
import type {
  Application,
  Country,
  IraApplicationFunding,
  Person,
  RequiredDocument,
  Settings,
  State,
} from '../../services/api/contract';
import { withIraFunding } from '../../machines/view/specs/retirement-funding';
import type { AppDeps } from '../../services/actors/app-actors';
import { memoryStorage, createSessionStore } from '../../services/session-store';
import { recordingPortal } from '../../services/adapters/portal';
import { recordingSink } from '../../services/adapters/analytics';

export const APP_UID = '11111111-2222-3333-4444-555555555555';
export const PERSON_UID = '99999999-2222-3333-4444-555555555555';

export const SETTINGS: Settings = {
  BrokerCode: 'HAA',
  BrokerName: 'Hard Assets Alliance',
  Theme: 'default',
  Currency: 'USD',
  RegistrationUrl: 'https://reg.example',
  RootUrl: 'https://root.example',
  PortalUrl: 'https://portal.example',
  BackOfficeUrl: 'https://backoffice.example/drafts',
  WebsiteUrl: 'https://www.example',
  TermsAndConditionsUrl: 'https://www.example/terms',
  PrivacyPolicyDocumentUrl: 'https://www.example/privacy',
  CAPrivacyRightsUrl: 'https://www.example/ca',
  AccessibilityStatementUrl: 'https://www.example/a11y',
  SupportEmail: 'support@example.com',
  BuyCashBufferPercentage: 1,
  MetalStreamMinimumDepositAmount: 100,
  MetalStreamMaximumDepositAmount: 10000,
  MetalStreamRecurringInvestment: 5,
  NumberOfAllowedAchDepositAccounts: 1,
  AchDepositLimit: 25000,
  CheckDepositLimit: 50000,
  CryptocurrencyLimit: 10000,
  WireWithdrawalFee: 25,
  RegistrationContributionLimitAmount: 7000,
  EquityIraSetupFee: 50,
  PortalGatewayISOCodesListToIgnoreAreaCode: ['USA', 'CAN'],
  EnableGoogleReCaptcha: false,
  IsIRSRequired: false,
  SSNVideoSlug: '/ssn',
};

export const COUNTRIES: Country[] = [
  { Iso3Code: 'USA', Iso2Code: 'US', Caption: 'United States of America', TelephoneCode: '1' },
  { Iso3Code: 'FRA', Iso2Code: 'FR', Caption: 'France', TelephoneCode: '33' },
  { Iso3Code: 'CAN', Iso2Code: 'CA', Caption: 'Canada', TelephoneCode: '1' },
];

export function emptyApplication(overrides: Partial<Application> = {}): Application {
  return {
    ApplicationUid: APP_UID,
    ApplicationType: 'Individual',
    AccountType: null,
    AccountUid: null,
    AccountNumber: null,
    AccountUpgradeType: null,
    RegistrationFlowType: 1,
    ApplicationStep: null,
    IsAssisted: false,
    IsCompletedApplication: false,
    CreatedOn: '2026-01-01T00:00:00Z',
    CreatedBy: null,
    SelectedApplicationTypes: { ApplicationType: 'Individual', AccountType: null },
    IndividualApplication: { AccountType: null, Owner: null },
    ApplicationFunding: null,
    AgreementsAccepted: [],
    ApplicationOnboarding: { ApplicationOnboardingMenu: [], ApplicationOnboardingStep: null },
    ...overrides,
  };
}

/** An IRA funding of `IRAFundingType` with nothing else saved yet (doc 3 §3 IRA application funding). */
export const emptyIraFunding = (
  IRAFundingType: IraApplicationFunding['IRAFundingType'],
): IraApplicationFunding => ({
  IRAFundingType,
  Amount: null,
  ContributionYear: null,
  TransferType: null,
  CustodianAccountType: null,
  AccountNumber: null,
  IRAFundingCustodianResponse: null,
});

/** A token whose claims carry the ApplicationUid and an exp in an hour. */
export function fakeJwt(applicationUid = APP_UID, expInS = 3600): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none' })}.${b64({
    JwtTokenType: 'Regular',
    ApplicationUid: applicationUid,
    UserUid: 'u1',
    Email: 'x@y.co',
    LogonUid: 'l1',
    exp: Math.floor(Date.now() / 1000) + expInS,
  })}.sig`;
}

export interface Call {
  name: string;
  args: unknown[];
}

export function createFakeApi(
  initial: { usernames?: string[]; application?: Application; kycSuccess?: boolean } = {},
) {
  const calls: Call[] = [];
  const failures = new Map<string, ApiFailure[]>();
  let app: Application = initial.application ?? emptyApplication();
  const usernames = initial.usernames ?? [];
  let kycSuccess = initial.kycSuccess ?? true;
  let requiredDocuments: RequiredDocument[] = [];

  const owner = (): Person =>
    app.IndividualApplication?.Owner ?? {
      PersonUid: PERSON_UID,
      PersonName: null,
      PersonBirthday: null,
      PersonCountry: null,
      PersonSsn: null,
      Phone: null,
      PersonAddress: null,
    };
  const setOwner = (p: Person) => {
    app = { ...app, IndividualApplication: { AccountType: null, Owner: p } };
    return p;
  };
  /** The IRA application's funding (doc 3 §3 IRAApplicationFundingResponse), replaced. */
  const setIraFunding = (f: IraApplicationFunding | null) => {
    app = withIraFunding(app, f);
    return f;
  };
  const rec =
    <A extends unknown[], R>(name: string, fn: (...args: A) => R) =>
    async (...args: A): Promise<Awaited<R>> => {
      calls.push({
        name,
        args: args.filter((a) => !(a && typeof a === 'object' && 'signal' in a)),
      });
      const queued = failures.get(name);
      if (queued?.length) throw new ApiError(queued.shift() as ApiFailure);
      return await fn(...args);
    };
  const section =
    (name: string, apply: (p: Person, body: never) => Person) => (method: 'POST' | 'PUT') =>
      rec(`${method} ${name}`, (_uid: string, _puid: string, body: unknown) =>
        setOwner(apply(owner(), body as never)),
      );

  const api = {
    getSettings: rec('getSettings', () => SETTINGS),
    getCountries: rec('getCountries', () => COUNTRIES),
    getStates: rec('getStates', (c: string): State[] =>
      c === 'USA' ? [{ Code: 'NY', Caption: 'New York' }] : [],
    ),
    getUsernames: rec('getUsernames', () => ({ Usernames: usernames })),
    createUser: rec('createUser', () => ({
      JwtToken: fakeJwt(),
      JwtRefreshToken: 'r1',
      IsExistingUser: false,
    })),
    getUserUid: rec('getUserUid', (email: string) => `enc:${email}`),
    authenticate: rec('authenticate', () => ({ JwtToken: fakeJwt(), JwtRefreshToken: 'r1' })),
    refresh: rec('refresh', () => ({ JwtToken: fakeJwt(), JwtRefreshToken: 'r2' })),
    requestPasswordReset: rec('requestPasswordReset', () => {
      throw new ApiError({ status: 404, errors: [] });
    }),
    saveUserLanguage: rec('saveUserLanguage', () => undefined),
    getApplication: rec('getApplication', () => app),
    createApplication: rec('createApplication', () => ({ ApplicationUid: APP_UID })),
    setTypes: rec(
      'setTypes',
      (_uid: string, body: { ApplicationType: Application['ApplicationType'] & string }) => {
        app = { ...app, ApplicationType: body.ApplicationType };
        return { ApplicationType: body.ApplicationType, AccountType: null };
      },
    ),
    saveAccountTypes: rec(
      'saveAccountTypes',
      (
        _m: string,
        _uid: string,
        body: { ApplicationType: Application['ApplicationType'] & string },
      ) => {
        app = { ...app, ApplicationType: body.ApplicationType };
        return { ApplicationType: body.ApplicationType, AccountType: null };
      },
    ),
    recordStep: rec('recordStep', (_uid: string, step: string) => {
      app = { ...app, ApplicationStep: step };
    }),
    completeApplication: rec('completeApplication', () => {
      app = { ...app, IsCompletedApplication: true, AccountNumber: 'A-1' };
      return { IsSuccess: kycSuccess, AccountNumber: 'A-1' };
    }),
    createPerson: rec(
      'createPerson',
      (
        _uid: string,
        body: {
          FirstName: string;
          MiddleName: string | null;
          LastName: string;
          SuffixType: number | null;
        },
      ) => setOwner({ ...owner(), PersonName: { ...body } }),
    ),
    updateName: rec(
      'updateName',
      (
        _uid: string,
        _p: string,
        body: {
          FirstName: string;
          MiddleName: string | null;
          LastName: string;
          SuffixType: number | null;
        },
      ) => setOwner({ ...owner(), PersonName: { ...body } }),
    ),
    saveBirthday: section('birthdays', (p, b: { DateOfBirth: string }) => ({
      ...p,
      PersonBirthday: b,
    })),
    saveCountry: section(
      'countries',
      (p, b: { CountryIso3Code: string; CountryIso2Code: string | null }) => ({
        ...p,
        PersonCountry: b,
      }),
    ),
    saveSsn: section('ssns', (p, b: { Ssn: string }) => ({ ...p, PersonSsn: b })),
    savePhone: section('phones', (p, b: Person['Phone']) => ({ ...p, Phone: b })),
    saveAddress: section('addresses', (p, b: Person['PersonAddress']) => ({
      ...p,
      PersonAddress: b,
    })),
    saveFundingType: rec(
      'saveFundingType',
      (_m: 'POST' | 'PUT', _uid: string, code: 1 | 2 | 3 | 4 | 5) => {
        app = {
          ...app,
          ApplicationFunding: {
            BankFundingType: code,
            Amount: app.ApplicationFunding?.Amount ?? null,
          },
        };
        return app.ApplicationFunding!;
      },
    ),
    deleteFunding: rec('deleteFunding', () => {
      app = { ...app, ApplicationFunding: null };
    }),
    saveFundingAmount: rec(
      'saveFundingAmount',
      (_m: 'POST' | 'PUT', _uid: string, Amount: number) => {
        app = {
          ...app,
          ApplicationFunding: {
            BankFundingType: app.ApplicationFunding?.BankFundingType ?? null,
            Amount,
          },
        };
        return app.ApplicationFunding!;
      },
    ),
    acceptMainAgreement: rec('acceptMainAgreement', (_uid: string, maincode: string) => {
      app = { ...app, AgreementsAccepted: [...app.AgreementsAccepted, maincode] };
    }),
    getMainAgreementHtml: rec('getMainAgreementHtml', () => '<p>Agreement</p>'),
    getMainAgreementPdf: rec('getMainAgreementPdf', () => new Blob(['%PDF'])),
    /**
     * `api.call(name, args)` of the endpoints the agreement sequence, the upgrade submit and the
     * ACH terms lookup use (recorded under the endpoint's name); other endpoints answer 404.
     */
    call: (
      name: string,
      args: { params?: Record<string, string>; query?: unknown; json?: unknown } = {},
    ) =>
      rec(name, (_args: unknown) => {
        switch (name) {
          case 'acceptAchAgreement':
          case 'acceptMetalStreamAgreement': {
            const type = name === 'acceptAchAgreement' ? 'ach' : 'metal-stream';
            app = { ...app, AgreementsAccepted: [...app.AgreementsAccepted, type] };
            return undefined;
          }
          case 'basicAccountUpgrade':
            app = { ...app, IsCompletedApplication: true, AccountNumber: 'B-7' };
            return { IsSuccess: kycSuccess, AccountNumber: 'B-7' };
          case 'htmlAchAgreement':
            return { Agreement: '<p>ACH transfer terms</p>' };
          // doc 3 §7 GET …/documents/required-documents (the KYC hub's list).
          case 'requiredDocuments':
            return requiredDocuments;
          // doc 3 §7 ira-application-fundings (POST, PUT, DELETE) and -funding-amounts.
          case 'createIraFunding':
          case 'updateIraFunding':
            return setIraFunding(
              emptyIraFunding((args.json as { IRAFundingType: 1 | 2 | 3 }).IRAFundingType),
            );
          case 'deleteIraFunding':
            setIraFunding(null);
            return undefined;
          case 'createIraFundingAmount':
          case 'updateIraFundingAmount': {
            const j = args.json as { Amount: number; ContributionYear?: number | null };
            return setIraFunding({
              ...app.IRAApplication!.IRAApplicationFundingResponse!,
              Amount: j.Amount,
              ContributionYear: j.ContributionYear ?? null,
            });
          }
          case 'htmlMetalStreamAgreement':
            return { Agreement: '<p>Metal Stream terms</p>' };
          default:
            throw new ApiError({ status: 404, errors: [] });
        }
      })(args),
    trackAffiliate: rec('trackAffiliate', () => undefined),
    crmEvent: rec('crmEvent', () => undefined),
    postFingerprint: rec('postFingerprint', () => undefined),
  };

  return {
    api: api as unknown as ApiClient,
    calls,
    names: () => calls.map((c) => c.name),
    application: () => app,
    setApplication: (a: Application) => void (app = a),
    setKycSuccess: (v: boolean) => void (kycSuccess = v),
    /** The documents GET …/required-documents answers (none by default). */
    setRequiredDocuments: (docs: RequiredDocument[]) => void (requiredDocuments = docs),
    fail: (name: string, failure: ApiFailure) => {
      const q = failures.get(name) ?? [];
      q.push(failure);
      failures.set(name, q);
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/** Test deps around a fake API: memory storage, recording portal and analytics, no DOM. */
export function fakeDeps(
  fake: FakeApi,
  storage = memoryStorage(),
): AppDeps & {
  portal: ReturnType<typeof recordingPortal>;
  analytics: ReturnType<typeof recordingSink>;
  blocked: { count: number; active: number };
  leaveWarnings: { active: number };
} {
  const blocked = { count: 0, active: 0 };
  const leaveWarnings = { active: 0 };
  return {
    api: fake.api,
    session: createSessionStore(storage),
    portal: recordingPortal(),
    analytics: recordingSink(),
    fingerprint: async () => 'f'.repeat(64),
    newFraudSessionId: (() => {
      let n = 0;
      return () => `${1700000000000 + n++}${'a'.repeat(20)}`;
    })(),
    openPendingTab: () => ({ show: () => {}, close: () => {} }),
    warnBeforeLeave: () => {
      leaveWarnings.active += 1;
      return () => {
        leaveWarnings.active -= 1;
      };
    },
    leaveWarnings,
    blockReload: () => {
      blocked.count += 1;
      blocked.active += 1;
      return () => void (blocked.active -= 1);
    },
    listenForActivity: () => () => {},
    blocked,
  };
}
