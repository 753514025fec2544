/**
 * The actors the root machine invokes (services/actors/contracts.ts declares their inputs and
 * outputs): each is a `fromPromise(({ input, signal }) => …)` passing `signal` to the ky client,
 * or a `fromCallback` with a cleanup. They are the only code that touches the API client, the
 * session store and the browser adapters; tests replace them (or the deps) with mocks.
 *
 * Tokens never leave this module: actors store them in the session store and hand the machine
 * only the ids and expiry read from the claims (ARCHITECTURE.md PII rule).
 */
import type { Locale } from '../../src/i18n/locales';
import { fromCallback, fromPromise } from 'xstate';
import type {
  AccountKind,
  AgreementInput,
  BootOutput,
  CaptchaInput,
  CaptchaOutput,
  CheckUsernamesInput,
  CheckUsernamesOutput,
  CompleteInput,
  CompleteOutput,
  CreateUserInput,
  EntryQuery,
  LookupName,
  Lookups,
  SessionInfo,
  SubmitKindInput,
  SubmitKindOutput,
  Uid,
  UpgradeSignInInput,
} from './contracts';
import { parsePersistedFlow } from '../persisted-flow';
import type { AppDeps } from './app-deps';
import { sandboxCaptcha } from '../adapters/captcha';
import { landingPageTracks, trackingBodies } from '../adapters/tracking';
import { ApiError, isAbort, type AccountTypesBody, type ApiClient } from '../api/client';
import { NULL_GUID, type Application, type BasicAccountDetails, type State } from '../api/contract';
import type { SessionStore } from '../session-store';
import { agreementSequence } from '../api/agreement-sequence';
import { createTabSync, tabSyncLogic } from '../adapters/tab-sync';
import { createSalesActors } from './sales-actors';

export type { AppDeps, LocaleAdapter } from './app-deps';

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

function sessionFromStore(session: SessionStore): SessionInfo | null {
  if (!session.getTokens()) return null;
  const c = session.claims();
  return { applicationUid: c?.ApplicationUid ?? null, tokenExp: c?.exp ?? null };
}

/**
 * The create-user query: applicationType plus the account-type key of the kind (doc 1 §7.2); in
 * the AIP flow (`registrationFlowType` 2) applicationType 'Individual' and accountType ''.
 */
export function createUserQuery(
  kind: AccountKind | null,
  brokerCode: string,
  registrationFlowType: 1 | 2 = 1,
) {
  if (registrationFlowType === 2)
    return {
      applicationType: 'Individual' as const,
      accountType: '',
      registrationFlowType,
      brokerCode,
    };
  const q: Parameters<ApiClient['createUser']>[0] = {
    applicationType: kind?.ApplicationType ?? '',
    registrationFlowType: 1,
    brokerCode,
  };
  if (kind?.AccountType) {
    if (kind.ApplicationType === 'IRA') q.iraAccountType = kind.AccountType;
    else if (kind.ApplicationType === 'UTMA') q.utmaAccountType = kind.AccountType;
    else if (kind.ApplicationType === 'Corporate') q.corporateAccountType = kind.AccountType;
    else if (kind.ApplicationType === 'JointTenants') q.jointTenantsAccountType = kind.AccountType;
  }
  return q;
}

/** The types / account-types body of a kind (doc 1 §7.4). */
export function accountTypesBody(kind: AccountKind): AccountTypesBody {
  const body: AccountTypesBody = { ApplicationType: kind.ApplicationType };
  if (kind.AccountType) {
    if (kind.ApplicationType === 'IRA') body.IRAAccountType = kind.AccountType;
    else if (kind.ApplicationType === 'UTMA') body.UTMAAccountType = kind.AccountType;
    else if (kind.ApplicationType === 'Corporate') body.CorporateAccountType = kind.AccountType;
    else if (kind.ApplicationType === 'JointTenants')
      body.JointTenantsAccountType = kind.AccountType;
  }
  return body;
}

const base = (url: string) => url.replace(/\/+$/, '');

/** doc 1 §4.3: `{RegistrationUrl}/r/start?user=<encrypted e-mail>` (the old registration portal). */
export function oldPortalStartUrl(registrationUrl: string, encryptedEmail: string): string {
  return `${base(registrationUrl)}/r/start?user=${encodeURIComponent(encryptedEmail)}`;
}

/** doc 1 §4.4: the old portal's login, `{RegistrationUrl}/login?email={email}` (docs/decisions.md). */
export function oldPortalLoginUrl(registrationUrl: string, email: string): string {
  return `${base(registrationUrl)}/login?email=${encodeURIComponent(email)}`;
}

const noUid = () =>
  new ApiError({
    status: 404,
    errors: [{ Code: 'InvalidApplicationUid', Message: null, Context: null }],
  });

/** Builds the actor implementations over `deps` (passed to `appMachine.provide({ actors })`). */
export function createAppActors(deps: AppDeps) {
  const { api, session } = deps;
  const tabs = deps.tabs ?? createTabSync({ store: session });
  const captcha = deps.captcha ?? sandboxCaptcha();
  const storeSession = (tokens: { JwtToken: string; JwtRefreshToken: string }): SessionInfo => {
    session.setTokens(tokens);
    const c = session.claims();
    return { applicationUid: c?.ApplicationUid ?? null, tokenExp: c?.exp ?? null };
  };
  /** Refreshes the stored tokens (doc 1 §4.9 refresh; after a call that changes the current application). */
  /**
   * Under the cross-tab lock (services/adapters/tab-sync.ts): a pair another tab rotated meanwhile
   * is adopted, never spent twice; `force` refreshes even a fresh pair (the claims must name the
   * application just created). Throws 401 InvalidToken without a session.
   */
  const refreshStored = async (signal?: AbortSignal, force = true): Promise<SessionInfo> => {
    await tabs.refresh((tokens) => api.refresh(tokens, { signal }), signal, { force });
    const info = sessionFromStore(session);
    if (!info)
      throw new ApiError({
        status: 401,
        errors: [{ Code: 'InvalidToken', Message: null, Context: null }],
      });
    return info;
  };

  return {
    /** Sales-assisted entry, invitations, SET_PASSWORD (services/actors/sales-actors.ts). */
    ...createSalesActors(deps),
    /**
     * Settings + countries (doc 1 §4.10), fingerprint, fraud session id, the stored session and flow
     * record. With `joinTabs` and no stored pair, meanwhile asks the other tabs for their session
     * (services/adapters/tab-sync.ts, at most JOIN_WAIT ms) before the tab counts as anonymous.
     */
    boot: fromPromise<BootOutput, { brokerCode: string; joinTabs?: boolean }>(
      async ({ input, signal }) => {
        const [settings, countries, fp] = await Promise.all([
          api.getSettings(input.brokerCode || undefined, { signal }),
          api.getCountries(undefined, { signal }),
          deps.fingerprint().catch(() => null),
          input.joinTabs ? tabs.join() : false,
        ]);
        // doc 1 §1 (issue 35 item 2): the broker's fraud script starts now, in the background;
        // its page element's id is read on the funding screens and after the completion.
        if (settings.FraudScriptUrl) void deps.loadFraudScript?.(settings.FraudScriptUrl);
        if (!session.get('FraudSessionId')) session.set('FraudSessionId', deps.newFraudSessionId());
        return {
          settings,
          countries,
          fingerprint: fp,
          landingTracks: (deps.landingPageTracks ?? landingPageTracks)(),
          session: sessionFromStore(session),
          persisted: parsePersistedFlow(session.get('FlowSnapshot')),
          email: session.get('Email'),
          entry: {
            bearer: !!deps.entrySecrets?.bearer,
            invitationToken: !!deps.entrySecrets?.invitationToken,
          },
        };
      },
    ),

    /**
     * doc 1 §2, §3 EnableGoogleReCaptcha: a fresh captcha token for `action`, handed on with the
     * submitted form values (the next call's input). Throws when the captcha fails.
     */
    captcha: fromPromise<CaptchaOutput, CaptchaInput>(async ({ input, signal }) => {
      const token = await captcha.token(input.action, { signal });
      return { token, values: input.values };
    }),

    /**
     * doc 1 §4.3, §7.2: the usernames for the e-mail (with the broker code and, when the captcha
     * is on, its token); stores e-mail, referral code and referrer e-mail.
     */
    checkUsernames: fromPromise<CheckUsernamesOutput, CheckUsernamesInput>(
      async ({ input, signal }) => {
        const email = str(input.values.Email);
        const referralCode = str(input.values.PromoCode) || input.query.promoCode || undefined;
        const referrerEmail = input.query.referrerEmail ?? undefined;
        const res = await api.getUsernames(
          {
            email,
            referralCode,
            referrerEmail,
            brokerCode: input.brokerCode || undefined,
            recaptchaToken: input.recaptchaToken || undefined,
          },
          { signal },
        );
        session.set('Email', email);
        session.set('ReferralCode', referralCode);
        session.set('referrerEmail', referrerEmail);
        return { email, usernames: res.Usernames };
      },
    ),

    /** doc 1 §4.4: POST /v2/authenticate with the chosen username; stores both tokens. */
    login: fromPromise<
      SessionInfo,
      { values: Record<string, unknown>; fingerprint: string | null }
    >(async ({ input, signal }) => {
      const tokens = await api.authenticate(
        {
          Email: str(input.values.Username),
          Password: String(input.values.Password ?? ''),
          TrackingDetails: { Fp: input.fingerprint, LandingPageUrl: deps.landingPageUrl ?? null },
        },
        { signal },
      );
      return storeSession(tokens);
    }),

    /** doc 1 §7.2: POST /v2/users with the kind's query keys; stores both tokens. */
    createUser: fromPromise<SessionInfo & { isExistingUser: boolean }, CreateUserInput>(
      async ({ input, signal }) => {
        const referralCode = session.get('ReferralCode') ?? input.query.promoCode;
        const referrerEmail = session.get('referrerEmail') ?? input.query.referrerEmail;
        const res = await api.createUser(
          createUserQuery(input.kind, input.brokerCode, input.registrationFlowType ?? 1),
          {
            Email: input.email.trim(),
            Password: input.password,
            TrackingDetails: {
              Fp: input.fingerprint,
              LandingPageUrl: deps.landingPageUrl ?? null,
              Offer: input.query.promoCode,
              ReferrerUrl: input.referrer || null,
            },
            ...(referralCode ? { ReferralCode: referralCode } : {}),
            ...(referrerEmail ? { ReferrerEmail: referrerEmail } : {}),
            ...(input.recaptchaToken ? { RecaptchaToken: input.recaptchaToken } : {}),
          },
          { signal },
        );
        session.set('Email', input.email.trim());
        return { ...storeSession(res), isExistingUser: res.IsExistingUser };
      },
    ),

    /**
     * doc 1 §4.3, §2.12 old-portal redirect: GET /v2/users/uids?email (the encrypted e-mail),
     * then leave for `{RegistrationUrl}/r/start?user=<encrypted>` through the portal adapter.
     * Errors: the client's ApiFailure (e.g. EmailNotValid); it never resolves usefully once
     * the page is left.
     */
    leaveToOldPortal: fromPromise<void, { email: string; registrationUrl: string }>(
      async ({ input, signal }) => {
        const uid = await api.getUserUid(input.email.trim(), { signal });
        deps.portal.leaveTo(oldPortalStartUrl(input.registrationUrl, uid));
      },
    ),

    /** Issue 24: the language's texts fetched (base and registered fragments); answers it. */
    loadLocale: fromPromise<Locale, { locale: Locale }>(async ({ input }) => {
      await deps.locale?.load(input.locale);
      return input.locale;
    }),

    /** Issue 24: the language the signed-in user's profile saved (another device's choice), or null. */
    profileLocale: fromPromise<Locale | null, void>(
      async () => (await deps.locale?.saved?.()) ?? null,
    ),

    /** Issue 24: PUT /v2/users/language — the signed-in profile remembers the language. */
    saveLocale: fromPromise<void, { locale: Locale }>(({ input, signal }) =>
      api.saveUserLanguage(input.locale, { signal }),
    ),

    /** doc 1 §2.5 'Forgot password' (the reference server may answer 404: not yet available). */
    requestPasswordReset: fromPromise<void, { username: string }>(({ input, signal }) =>
      api.requestPasswordReset(input.username, { signal }),
    ),

    getApplication: fromPromise<Application, Uid>(async ({ input, signal }) => {
      if (!input.applicationUid) throw noUid();
      return api.getApplication(input.applicationUid, { signal });
    }),

    /**
     * CHOOSE_APPLICATION: POST …/types when the application has no type, else PUT …/account-types.
     * In the upgrade flow (`upgrade`, doc 1 §4.11, §7.4) a new application of the kind is created
     * instead — POST v2/applications {ApplicationType, AccountType, IsUpgrade, AccountUid,
     * AccountCode, TrackingDetails} — the tokens refreshed so they name it, and its uid answered.
     * After a finished application (`restart`, doc 1 §4.5: '/kyc/done', an upgrade at
     * '/kyc/verification') a new application of the kind is created the same way (no upgrade
     * fields, the tab's RegistrationFlowType) and the tokens refreshed.
     */
    submitKind: fromPromise<SubmitKindOutput, SubmitKindInput>(async ({ input, signal }) => {
      if (input.upgrade) {
        if (!input.kind) throw noUid();
        const created = await api.call('createApplication', {
          json: {
            ApplicationType: input.kind.ApplicationType,
            AccountType: input.kind.AccountType,
            RegistrationFlowType: 1,
            IsUpgrade: true,
            AccountUid: input.upgrade.accountUid,
            AccountCode: input.upgrade.accountCode,
            TrackingDetails: { LandingPageUrl: deps.landingPageUrl ?? null },
          },
          signal,
        });
        await refreshStored(signal);
        session.set('ApplicationType', input.kind.ApplicationType);
        session.set('AccountType', input.kind.AccountType);
        return { applicationUid: created.ApplicationUid };
      }
      if (input.restart && input.kind) {
        // doc 1 §4.5: the finished application is left alone; a new one of the kind is created.
        const created = await api.call('createApplication', {
          json: {
            ApplicationType: input.kind.ApplicationType,
            AccountType: input.kind.AccountType,
            RegistrationFlowType: input.restart.flowType,
            TrackingDetails: { LandingPageUrl: deps.landingPageUrl ?? null },
          },
          signal,
        });
        await refreshStored(signal);
        session.set('ApplicationType', input.kind.ApplicationType);
        session.set('AccountType', input.kind.AccountType);
        return { applicationUid: created.ApplicationUid };
      }
      if (!input.applicationUid) throw noUid();
      if (!input.kind) return;
      const body = accountTypesBody(input.kind);
      if (input.hasType)
        await api.saveAccountTypes('PUT', input.applicationUid, body, 1, { signal });
      else await api.setTypes(input.applicationUid, body, 1, { signal });
      session.set('ApplicationType', input.kind.ApplicationType);
      session.set('AccountType', input.kind.AccountType);
    }),

    /**
     * RESET_PASSWORD (doc 1 §2.6, §7.2): POST /v2/users/passwords {PasswordResetToken, NewPassword}
     * with the `rpt` token the entry gate read (deps.entrySecrets). No token: 400 InvalidToken
     * without a call. Errors: TokenHasExpired, TokenDoesNotMatch, InvalidToken, PasswordIsInvalid.
     */
    resetPassword: fromPromise<void, { password: string }>(async ({ input, signal }) => {
      const token = deps.entrySecrets?.resetToken;
      if (!token)
        throw new ApiError({
          status: 400,
          errors: [{ Code: 'InvalidToken', Message: null, Context: 'PasswordResetToken' }],
        });
      await api.call('newPassword', {
        json: { PasswordResetToken: token, NewPassword: input.password },
        signal,
      });
    }),

    /**
     * The upgrade entry (doc 1 §4.11, §7.2): the portal's token (deps.entrySecrets.bearer) →
     * POST /v2/authenticate/authenticate/generate → the holder's tokens; without it, the tab's
     * stored session. Then POST /v2/users?accountUid&accountCode&isFromDashboard=true with only
     * {Email (the token's Email claim), TrackingDetails}; its tokens are stored. Errors: 401
     * InvalidToken (no token, or the portal's is not valid), Error_AccountNotFound,
     * InvalidCredentialsBasicAccount.
     */
    upgradeSignIn: fromPromise<SessionInfo, UpgradeSignInInput>(async ({ input, signal }) => {
      const bearer = deps.entrySecrets?.bearer;
      if (bearer)
        storeSession(await api.call('generateTokens', { json: { JwtToken: bearer }, signal }));
      const email = session.getTokens() ? session.claims()?.Email : null;
      if (!email)
        throw new ApiError({
          status: 401,
          errors: [{ Code: 'InvalidToken', Message: null, Context: null }],
        });
      const res = await api.call('createUserUpgrade', {
        query: {
          accountUid: input.accountUid,
          accountCode: input.accountCode,
          isFromDashboard: 'true',
          brokerCode: input.brokerCode,
          registrationFlowType: 1,
        },
        json: {
          Email: email,
          TrackingDetails: {
            Fp: input.fingerprint,
            LandingPageUrl: deps.landingPageUrl ?? null,
            Offer: input.query.promoCode,
            ReferrerUrl: input.referrer || null,
          },
        },
        signal,
      });
      session.set('Email', email);
      return storeSession(res);
    }),

    /** doc 1 §4.11, §7.2: the basic account's details (all-zero application uid when none). */
    loadBasicAccount: fromPromise<BasicAccountDetails, Uid & { accountUid: string }>(
      ({ input, signal }) =>
        api.call('basicAccountDetails', {
          params: {
            applicationUid: input.applicationUid ?? NULL_GUID,
            accountUid: input.accountUid,
          },
          signal,
        }),
    ),

    /**
     * DELETE_APPLICATION (doc 1 §2.11, §7.4): DELETE v2/applications/{uid}; outside the upgrade
     * flow a fresh empty application is created (POST v2/applications) so the kind choice has one;
     * then the tokens are refreshed (they name the user's current application).
     */
    deleteApplication: fromPromise<SessionInfo, Uid & { upgrade?: boolean }>(
      async ({ input, signal }) => {
        if (!input.applicationUid) throw noUid();
        await api.call('deleteApplication', {
          params: { applicationUid: input.applicationUid },
          signal,
        });
        if (!input.upgrade)
          await api.call('createApplication', {
            json: {
              RegistrationFlowType: 1,
              TrackingDetails: { LandingPageUrl: deps.landingPageUrl ?? null },
            },
            signal,
          });
        return refreshStored(signal);
      },
    ),

    /**
     * Save & exit's CRM event (doc 1 §2.12, §4.13, §7.7): POST /v2/crm/{applicationUid}/exitModal
     * {RegistrationPageUrl: the page's origin plus path (no query), ExitModalType: 1 save and exit,
     * 2 continue}. Rejects with the API error when the call fails; the session machine's saveExit
     * states go on the same way on done and on error ("whether it succeeded or failed").
     */
    exitModalEvent: fromPromise<void, Uid & { exitModalType: 1 | 2 }>(async ({ input, signal }) => {
      if (!input.applicationUid) return;
      const page = typeof location !== 'undefined' ? `${location.origin}${location.pathname}` : '';
      await api.exitModalEvent(
        input.applicationUid,
        { RegistrationPageUrl: page, ExitModalType: input.exitModalType },
        { signal },
      );
    }),

    /**
     * The help video's CRM event (doc 2 §2.4, §7): POST /v2/crm/{applicationUid}/crmevents
     * {Data:[{key:'Source', value: the page path}], EventType}. Always resolves, like
     * `exitModalEvent`: a CRM failure never blocks the player (doc 1 §8.1).
     */
    crmEvent: fromPromise<void, Uid & { eventType: string; source: string }>(
      async ({ input, signal }) => {
        if (!input.applicationUid) return;
        try {
          await api.crmEvent(
            input.applicationUid,
            { Data: [{ key: 'Source', value: input.source }], EventType: input.eventType },
            { signal },
          );
        } catch {
          /* doc 1 §8.1: CRM calls end by continuing, whether they succeeded or failed */
        }
      },
    ),

    /** POST …/steps {Step}. Background records (back / URL navigation) never fail the flow. */
    recordStep: fromPromise<void, Uid & { path: string; background?: boolean }>(
      async ({ input, signal }) => {
        if (!input.applicationUid) return;
        try {
          await api.recordStep(input.applicationUid, input.path, { signal });
        } catch (err) {
          if (!input.background) throw err;
        }
      },
    ),

    /** Skip funding (doc 3 §4): the IRA funding for an IRA application (`ira`), else the bank funding. */
    deleteFunding: fromPromise<void, Uid & { ira?: boolean }>(async ({ input, signal }) => {
      if (!input.applicationUid) throw noUid();
      if (input.ira)
        await api.call('deleteIraFunding', {
          params: { applicationUid: input.applicationUid },
          signal,
        });
      else await api.deleteFunding(input.applicationUid, { signal });
    }),

    loadAgreementHtml: fromPromise<string, AgreementInput>(async ({ input, signal }) => {
      if (!input.applicationUid) throw noUid();
      return api.getMainAgreementHtml(input.applicationUid, input.maincode, { signal });
    }),

    /**
     * PDF download (doc 3 §2.5, §7 GET {type}-pdf-agreements; `type` or else the main agreement):
     * the tab opens synchronously (in the click), the bearer-authorised blob fills it.
     */
    downloadAgreementPdf: fromPromise<void, AgreementInput>(async ({ input, signal }) => {
      const tab = deps.openPendingTab();
      try {
        if (!input.applicationUid) throw noUid();
        tab.show(
          await api.getMainAgreementPdf(input.applicationUid, input.type ?? input.maincode, {
            signal,
          }),
        );
      } catch (err) {
        tab.close();
        if (!isAbort(err)) console.warn('agreement PDF download failed');
      }
    }),

    /**
     * 'Open account' (doc 3 §4 "Agreement open-account sequence"): in the programme, POST
     * ach-agreements when a bank is linked, then metal-stream-agreements; then POST
     * {maincode}-agreements. One after the other, each successful only on 202 (any other answer
     * throws ApiError and stops the sequence).
     */
    acceptAgreement: fromPromise<void, AgreementInput>(async ({ input, signal }) => {
      const applicationUid = input.applicationUid;
      if (!applicationUid) throw noUid();
      const order = agreementSequence({
        maincode: input.maincode,
        programme: !!input.programme,
        linkedBank: !!input.linkedBank,
      });
      for (const type of order) {
        if (type === 'ach')
          await api.call('acceptAchAgreement', {
            params: { applicationUid },
            signal,
            expect: [202],
          });
        else if (type === 'metal-stream')
          await api.call('acceptMetalStreamAgreement', {
            params: { applicationUid },
            signal,
            expect: [202],
          });
        else await api.acceptMainAgreement(applicationUid, type, { signal });
      }
    }),

    /**
     * Submission (doc 3 §4 Submission, §7): PATCH v2/applications/{uid}?sessionId, or for an
     * upgrade (`upgrade`) PATCH /v2/basic-accounts/upgrade/{uid}?sessionId; both with the fraud
     * session id, and a new id afterwards (doc 1 §4.14). Answers {IsSuccess, AccountNumber}.
     */
    completeApplication: fromPromise<CompleteOutput, CompleteInput>(async ({ input, signal }) => {
      const applicationUid = input.applicationUid;
      if (!applicationUid) throw noUid();
      const sessionId = session.get('FraudSessionId') ?? deps.newFraudSessionId();
      const res = input.upgrade
        ? await api.call('basicAccountUpgrade', {
            params: { applicationUid },
            query: { sessionId },
            signal,
          })
        : await api.completeApplication(applicationUid, sessionId, { signal });
      // doc 1 §4.14: the new id is read from the fraud script's page element, else made here —
      // also when the element still holds the id this completion used (a script that has not
      // renewed it yet): the next application never reuses a completed session.
      const page = deps.pageFraudSessionId?.() ?? null;
      session.set('FraudSessionId', page && page !== sessionId ? page : deps.newFraudSessionId());
      return res;
    }),

    /**
     * Issue 12: ends the server session of `refreshToken` (POST /v2/authenticate/logout, 204).
     * Fire-and-forget: no abort signal (the actor may be stopped with the session), failures ignored.
     */
    endSession: fromPromise<void, { refreshToken: string | null }>(async ({ input }) => {
      if (!input.refreshToken) return;
      try {
        await api.call('logout', { json: { JwtRefreshToken: input.refreshToken } });
      } catch {
        // The session ends on this side anyway; the server's ends at its absolute lifetime.
      }
    }),

    /**
     * doc 1 §4.9: refresh both tokens — under the cross-tab lock, and only when no other tab of
     * the session rotated them meanwhile (then its pair is adopted; services/adapters/tab-sync.ts).
     * Throws when there is no session or the pair is spent with no tab holding the newest.
     */
    refreshTokens: fromPromise<SessionInfo, void>(({ signal }) => refreshStored(signal, false)),

    /** After a 401: another tab's newer pair of this session, or null (the 401 stands). */
    recoverSession: fromPromise<SessionInfo | null, void>(async () =>
      (await tabs.recover()) ? sessionFromStore(session) : null,
    ),

    /** The other tabs of the session: their events arrive as `tabs.*` (services/adapters/tab-sync.ts). */
    tabSync: tabSyncLogic(tabs),

    /**
     * doc 1 §7.6: affiliate tracking and the fingerprint, both sent whatever the other answers;
     * rejects with the first failure once both have settled (the welcome state's onError ignores
     * it — the applicant never waits for tracking — and the inspector shows it was lost).
     */
    sendTracking: fromPromise<
      void,
      { query: EntryQuery; referrer: string; fingerprint: string | null }
    >(async ({ input, signal }) => {
      const body = trackingBodies(input.query, input.referrer, input.fingerprint);
      const settled = await Promise.allSettled([
        api.trackAffiliate(body.trackingDetails, { signal }),
        body.fingerprints ? api.postFingerprint(body.fingerprints, { signal }) : Promise.resolve(),
      ]);
      const failed = settled.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }),

    /**
     * The reference lists a step's ScreenSpec names (customer due diligence, doc 2 §7; the IRA
     * agreement's HTML, doc 3 §2.5, with the application's uid), loaded together; a list whose call fails is left out (the screen shows its select empty and the
     * next entry of a step asking for it tries again).
     */
    loadLookups: fromPromise<Lookups, { names: LookupName[]; applicationUid?: string }>(
      async ({ input, signal }) => {
        const pairs = await Promise.all(
          input.names.map(async (name) => {
            try {
              const query = name === 'cddStates' ? { countryCode: 'USA' } : undefined;
              const params = input.applicationUid
                ? { applicationUid: input.applicationUid }
                : undefined;
              return [name, await api.call(name, { query, params, signal })] as const;
            } catch {
              return null;
            }
          }),
        );
        return Object.fromEntries(pairs.filter((p) => p !== null)) as Lookups;
      },
    ),

    /** User activity → `session.activity`, at most one every 250 ms (the timer debounces 500 ms). */
    activityListener: fromCallback(({ sendBack }) => {
      let last = 0;
      return deps.listenForActivity(() => {
        const now = Date.now();
        if (now - last < 250) return;
        last = now;
        sendBack({ type: 'session.activity' });
      });
    }),

    /** doc 3 §2.6: F5 and R blocked, leave-page warning, while submitting. */
    reloadBlocker: fromCallback(() => deps.blockReload()),

    /** States of a country (doc 2 §2.20), cached per country; answers `states.loaded`. */
    statesLoader: fromCallback<
      { type: 'address.country'; country: string },
      { stateListType: 1 | 2; countries: number }
    >(({ sendBack, receive, input }) => {
      const cache = new Map<string, State[]>();
      const ctrl = new AbortController();
      const load = (country: string) => {
        const c = country.toUpperCase();
        const hit = cache.get(c);
        if (hit) return sendBack({ type: 'states.loaded', country: c, states: hit });
        api
          .getStates(c, input.stateListType, { signal: ctrl.signal })
          .then((states) => {
            cache.set(c, states);
            sendBack({ type: 'states.loaded', country: c, states });
          })
          .catch(() => {
            // No states for this country (or offline): the form accepts free text.
            sendBack({ type: 'states.loaded', country: c, states: [] });
          });
      };
      receive((e) => load(e.country));
      return () => ctrl.abort();
    }),

    /**
     * Street lookup (doc 2 §2.20): `address.lookup {query, country}` (debounced
     * ADDRESS_LOOKUP_DEBOUNCE_MS) answers `address.suggestions {items}`; `address.pick {id}`
     * answers `address.picked {address}`. Failures answer nothing: manual entry always works.
     */
    addressLookup: fromCallback<
      | { type: 'address.lookup'; query: string; country: string }
      | { type: 'address.pick'; id: string }
    >(({ sendBack, receive }) => {
      const adapter = deps.addressAutocomplete;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A newer lookup cancels an older one; a pick has its own controller so typing never drops it.
      let lookupCtrl = new AbortController();
      let pickCtrl = new AbortController();
      receive((e) => {
        if (!adapter) return;
        if (e.type === 'address.lookup') {
          clearTimeout(timer);
          lookupCtrl.abort();
          lookupCtrl = new AbortController();
          const signal = lookupCtrl.signal;
          timer = setTimeout(() => {
            adapter
              .suggest(e.query, { countryIso3: e.country || undefined, signal })
              .then((items) => signal.aborted || sendBack({ type: 'address.suggestions', items }))
              .catch(() => signal.aborted || sendBack({ type: 'address.suggestions', items: [] }));
          }, ADDRESS_LOOKUP_DEBOUNCE_MS);
        } else {
          clearTimeout(timer);
          lookupCtrl.abort();
          pickCtrl.abort();
          pickCtrl = new AbortController();
          const signal = pickCtrl.signal;
          adapter
            .details(e.id, { signal })
            .then(
              (address) =>
                address && !signal.aborted && sendBack({ type: 'address.picked', address }),
            )
            .catch(() => undefined);
        }
      });
      return () => {
        clearTimeout(timer);
        lookupCtrl.abort();
        pickCtrl.abort();
      };
    }),
  };
}

export type AppActors = ReturnType<typeof createAppActors>;

/** Debounce of the street lookup while typing, ms. */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 250;
