/**
 * The actors of the sales-assisted registration and the invitation acceptance (doc 1 §2.6, §2.10,
 * §4.12, §7.3; machines/entry/assisted.states.ts, machines/entry/invitation.states.ts; the review's
 * invitation in machines/wizard-engine/steps.ts). The agent's Sales token and the invitation token
 * come from `deps.entrySecrets` (read once by the entry gate); like every token they never reach
 * the machines' context, a log or a URL. Tokens received are kept in the session store; the
 * machine learns only the ids and expiry from the claims.
 */
import { fromPromise } from 'xstate';
import type {
  AssistedEntryInput,
  AssistedEntryOutput,
  InvitationOutput,
  SessionInfo,
  SetPasswordInput,
} from './contracts';
import type { AccountKind } from './contracts';
import { sandboxCaptcha } from '../adapters/captcha';
import { ApiError } from '../api/client';
import { NULL_GUID, type Settings, type Tokens } from '../api/contract';
import { withHttps } from '../api/urls';
import type { AppDeps } from './app-deps';

const refused = (code: string, context: string) =>
  new ApiError({ status: 400, errors: [{ Code: code, Message: null, Context: context }] });

/**
 * Where 'Ok, return to back office' and the assisted save & close leave for (doc 1 §2.10 "the
 * back-office draft-applications page at {host}"; docs/decisions.md): the broker's
 * `Settings.BackOfficeUrl`, else its RootUrl (services/api/urls.ts `withHttps`, as the logo link); null
 * without settings.
 */
export function backOfficeUrl(
  settings: Pick<Settings, 'BackOfficeUrl' | 'RootUrl'> | null | undefined,
): string | null {
  return withHttps(settings?.BackOfficeUrl || settings?.RootUrl) || null;
}

/** Builds the sales actors over `deps` (spread into createAppActors' answer). */
export function createSalesActors(deps: AppDeps) {
  const { api, session } = deps;
  const captcha = deps.captcha ?? sandboxCaptcha();
  const storeSession = (tokens: Tokens): SessionInfo => {
    session.setTokens(tokens);
    const c = session.claims();
    const uid = c?.ApplicationUid ?? null;
    return { applicationUid: uid && uid !== NULL_GUID ? uid : null, tokenExp: c?.exp ?? null };
  };

  return {
    /**
     * doc 1 §4.12 assisted entry: POST /v2/sales/authenticate {InvitationToken: the agent's token,
     * CustomerEmail} → the Impersonation tokens (stored); then GET /v2/sales/users/applications
     * {userEmail, brokerCode}. The first application, when it exists and is not completed, is
     * offered (CreatedOn, CreatedBy) and named as the session's application. Errors: ApiError
     * (400 InvalidApplicationToken on 'InvitationToken', UserCanNotLogInOrRegister on
     * 'CustomerEmail', EmailAddressIsInvalid …); no agent token: InvalidApplicationToken.
     */
    assistedEntry: fromPromise<AssistedEntryOutput, AssistedEntryInput>(
      async ({ input, signal }) => {
        const bearer = deps.entrySecrets?.bearer;
        if (!bearer) throw refused('InvalidApplicationToken', 'InvitationToken');
        const tokens = await api.call('salesAuthenticate', {
          json: { InvitationToken: bearer, CustomerEmail: input.customerEmail.trim() },
          signal,
        });
        const s = storeSession(tokens);
        const email = session.claims()?.Email ?? input.customerEmail.trim();
        session.set('Email', email);
        const list = await api.call('salesApplications', {
          query: { userEmail: email, brokerCode: input.brokerCode },
          signal,
        });
        const first = list[0];
        const open = first && !first.IsCompletedApplication ? first : null;
        return {
          applicationUid: open ? open.ApplicationUid : null,
          tokenExp: s.tokenExp,
          email,
          offer: open ? { createdOn: open.CreatedOn, createdBy: open.CreatedBy } : null,
        };
      },
    ),

    /**
     * doc 1 §4.12 start new (or no open application): POST /v2/applications {ApplicationType,
     * AccountType, RegistrationFlowType} for the impersonated customer (the server marks it
     * IsAssisted, CreatedBy the agent). Answers the new ApplicationUid.
     */
    createAssistedApplication: fromPromise<
      { applicationUid: string },
      { kind: AccountKind | null; flowType: 1 | 2 }
    >(async ({ input, signal }) => {
      const res = await api.createApplication(
        {
          ApplicationType: input.kind?.ApplicationType ?? null,
          AccountType: input.kind?.AccountType ?? null,
          RegistrationFlowType: input.flowType,
        },
        { signal },
      );
      if (input.kind) {
        session.set('ApplicationType', input.kind.ApplicationType);
        session.set('AccountType', input.kind.AccountType);
      }
      return { applicationUid: res.ApplicationUid };
    }),

    /**
     * doc 1 §2.10, §4.12 invitation acceptance: GET /v2/sales/applications/invitations
     * ?invitationToken → {IsNew, Email}; the e-mail is stored; not new: the e-mail's usernames
     * (GET /v2/users/usernames, with a captcha token when the broker's captcha is on) for the
     * login. No token: 400 InvitationTokenIsNullOrEmpty without a call (the machine goes to BASE).
     */
    checkInvitation: fromPromise<InvitationOutput, { brokerCode: string; captcha: boolean }>(
      async ({ input, signal }) => {
        const token = deps.entrySecrets?.invitationToken;
        if (!token) throw refused('InvitationTokenIsNullOrEmpty', 'invitationToken');
        const res = await api.call('salesInvitation', {
          query: { invitationToken: token },
          signal,
        });
        session.set('Email', res.Email);
        if (res.IsNew) return { isNew: true, email: res.Email, usernames: [] };
        const recaptchaToken = input.captcha
          ? await captcha.token('email_check', { signal })
          : undefined;
        const names = await api.getUsernames(
          { email: res.Email, brokerCode: input.brokerCode || undefined, recaptchaToken },
          { signal },
        );
        return { isNew: false, email: res.Email, usernames: names.Usernames };
      },
    ),

    /**
     * doc 1 §2.6 SET_PASSWORD: POST /v2/sales/passwords {Email, Password, InvitationToken: the
     * link's token, which the server requires (issue 20)} (204), then POST /v2/authenticate
     * {Email, Password, TrackingDetails}; stores the tokens (they name the invited application).
     * No token in the entry secrets: 400 InvalidApplicationToken (Context 'InvitationToken')
     * without a call. Errors: ApiError (PasswordIsInvalid on 'Password',
     * InvalidApplicationToken, ApplicationInvitationAlreadyAccepted …).
     */
    setInvitedPassword: fromPromise<SessionInfo, SetPasswordInput>(async ({ input, signal }) => {
      const invitationToken = deps.entrySecrets?.invitationToken;
      if (!invitationToken) throw refused('InvalidApplicationToken', 'InvitationToken');
      await api.call('salesPasswords', {
        json: {
          Email: input.email,
          Password: input.password,
          InvitationToken: invitationToken,
        },
        signal,
      });
      const tokens = await api.authenticate(
        {
          Email: input.email,
          Password: input.password,
          TrackingDetails: { Fp: input.fingerprint, LandingPageUrl: deps.landingPageUrl ?? null },
        },
        { signal },
      );
      return storeSession(tokens);
    }),

    /** doc 2 §4, doc 1 §7.3: POST /v2/sales/applications/{ApplicationUid}/invitations (204). */
    sendInvitation: fromPromise<void, { applicationUid: string | null }>(
      async ({ input, signal }) => {
        if (!input.applicationUid) throw refused('InvalidApplicationUid', 'ApplicationUid');
        await api.call('sendSalesInvitation', {
          params: { applicationUid: input.applicationUid },
          signal,
          expect: [204],
        });
      },
    ),
  };
}
