/**
 * The bank-link child flow (doc 3 §2.4 "Choosing the bank runs the bank-link flow", §4 "Bank-link
 * flow", §7 Bank accounts and Funding, §8 Banking; docs/sandbox.md "Bank link"), built on
 * machines/funding/flow-contract.ts. The Fund-account screen (and the programme's funding screen
 * in the AIP mode) opens it for the choice 'ACHConnected':
 *
 *   start ─[assisted]─▶ refused (OK) ─────────────────────────────────────────▶ closed {null, stay}
 *     └──▶ fetchingToken (POST …/plaid-link-tokens; modal.cancel ──▶ closed) ──▶ linking (the widget is open)
 *            ▲    flow.linkExit INVALID_LINK_TOKEN, once ──┘ │ │ flow.linkExit (other: closed) ──▶ closed
 *            │                                              │ └ flow.linkExit INVALID_LINK_TOKEN again ──▶ failed
 *            └── registering fails INVALID_PUBLIC_TOKEN, once   flow.linked
 *                registering (POST …/plaid-bank-accounts) ──▶ attaching ──▶ refetching ──▶ linked {application, next}
 *                  any other server error ──▶ failed (message 'apiErrors.<Code>', OK) ──▶ closed
 *
 * - attaching, bank funding (doc 3 §4 step 3): application-fundings {BankFundingType: 1} (POST
 *   when no funding is saved, PUT when another type is, no call when it is already ACH
 *   connected), then bank-application-fundings {BankAccountUid} (POST unless the funding was
 *   already ACH connected, then PUT). The AIP mode attaches the bank to the programme instead:
 *   metal-streams/bank-application-fundings (POST when the programme has no bank, PUT when it
 *   has another, no call when it is that bank).
 * - Sales-assisted sessions cannot link a bank (doc 3 §1, §6): the flow opens on `refused`.
 * - The link widget (src/ui/bank-link) answers `flow.linked` or `flow.linkExit`; one retry with
 *   a fresh token on INVALID_LINK_TOKEN (doc 3 §4, §8) — and on the server's
 *   INVALID_PUBLIC_TOKEN, which docs/sandbox.md treats the same way.
 * - Errors (CanAddBankAccount → NumberOfAllowedAchDepositAccountsExceeded, BankAccountNotFound,
 *   Order_AutomaticFundingNotEnabled, RequestError …) are the flow's `formError` as
 *   'apiErrors.<Code>' (services/api/error-map.ts), shown in the flow's modal.
 * - The fraud-prevention session id (doc 3 §2.3, §3) is kept in session storage from boot
 *   (services/actors/app-actors.ts) and sent with the completion; no bank-link call carries it
 *   (doc 3 §7 names no such field), so the flow does not read it.
 */
import {
  assign,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
} from 'xstate';
import { toApiFailure } from '../../services/api/client';
import type { Application } from '../../services/api/contract';
import { mapApiFailure } from '../../services/api/error-map';
import type { ScreenEvent } from '../screen-contract';
import type { FlowEvent, FlowInput, FlowOutput } from './flow-contract';
import { unprovided } from '../../services/actors/actor-contract';
import type {
  AttachBank,
  FetchLinkToken,
  GetApplication,
  LinkResult,
  RegisterBank,
} from '../../services/actors/bank-link-actors';

export {
  attachBank,
  bankLinkActors,
  type AttachInput,
  type LinkResult,
} from '../../services/actors/bank-link-actors';

export interface BankLinkContext extends FlowInput {
  /** The token the widget opens with ({banklink}LinkToken, doc 3 §3); a secret: never logged. */
  linkToken: string | null;
  /** A fresh token was already fetched after INVALID_LINK_TOKEN (one retry, doc 3 §4). */
  retried: boolean;
  /** The widget's answer while it is registered (memory only). */
  link: LinkResult | null;
  /** The registered bank account (first chosen account, doc 3 §7). */
  bankAccountUid: string | null;
  /** The bank was attached (the output carries the application). */
  saved: boolean;
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
}

export type BankLinkEvent = ScreenEvent | FlowEvent;

const BUSY = ['busy'];
const out = <T>(event: unknown): T => (event as DoneActorEvent<T>).output;
const codesOf = (event: unknown): string[] =>
  toApiFailure((event as ErrorActorEvent).error).errors.map((e) => e.Code);

/** The message of the token refused twice (doc 3 §8 "Bank link exit with INVALID_LINK_TOKEN"). */
export const TOKEN_EXPIRED_MESSAGE = 'bankLink.tokenExpired';
/** The message of the sales-assisted refusal (doc 3 §1, §6). */
export const ASSISTED_MESSAGE = 'bankLink.assistedRefused';

export const bankLinkMachine = setup({
  types: {
    context: {} as BankLinkContext,
    events: {} as BankLinkEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  actors: {
    /** POST …/bank-accounts/plaid-link-tokens → the link token. */
    fetchLinkToken: unprovided<FetchLinkToken>('fetchLinkToken'),
    /** POST …/bank-accounts/plaid-bank-accounts → the BankAccountUid of the first chosen account. */
    registerBank: unprovided<RegisterBank>('registerBank'),
    /** Attaches the bank to the application funding (or the programme, AIP); answers the application with the funding. */
    attachBank: unprovided<AttachBank>('attachBank'),
    getApplication: unprovided<GetApplication>('getApplication'),
  },
  guards: {
    isAssisted: ({ context }) => context.mode.assisted,
    tokenInvalidFirstTime: ({ context, event }) =>
      event.type === 'flow.linkExit' &&
      event.errorCode === 'INVALID_LINK_TOKEN' &&
      !context.retried,
    tokenInvalidAgain: ({ event }) =>
      event.type === 'flow.linkExit' && event.errorCode === 'INVALID_LINK_TOKEN',
    publicTokenInvalidFirstTime: ({ context, event }) =>
      !context.retried && codesOf(event).includes('INVALID_PUBLIC_TOKEN'),
  },
  actions: {
    clearErrors: assign({ fieldErrors: {}, formError: null, errorFallbacks: {} }),
    assignToken: assign(({ event }) => ({ linkToken: out<string>(event) })),
    /** A fresh token is fetched once; the old one is dropped. */
    markRetried: assign({ retried: true, linkToken: null, link: null }),
    assignLink: assign(({ event }) => {
      if (event.type !== 'flow.linked') return {};
      return {
        link: {
          publicToken: event.publicToken,
          institutionName: event.institutionName,
          accounts: event.accounts,
        },
      };
    }),
    assignBankAccount: assign(({ event }) => ({ bankAccountUid: out<string>(event), link: null })),
    assignAttached: assign(({ event }) => ({ application: out<Application>(event), saved: true })),
    assignRefetched: assign(({ event }) => ({ application: out<Application>(event) })),
    /** Server errors as the flow's message ('apiErrors.<Code>', doc 3 §8); no form fields here. */
    assignApiError: assign(({ event }) => {
      const m = mapApiFailure(toApiFailure((event as unknown as ErrorActorEvent).error), []);
      return { fieldErrors: {}, formError: m.formError, errorFallbacks: m.fallbacks, link: null };
    }),
    assignTokenExpired: assign({ formError: TOKEN_EXPIRED_MESSAGE, linkToken: null }),
  },
}).createMachine({
  id: 'bankLink',
  initial: 'start',
  context: ({ input }) => ({
    ...input,
    linkToken: null,
    retried: false,
    link: null,
    bankAccountUid: null,
    saved: false,
    fieldErrors: {},
    formError: null,
    errorFallbacks: {},
  }),
  states: {
    start: {
      always: [{ guard: 'isAssisted', target: 'refused' }, { target: 'fetchingToken' }],
    },
    /** Sales-assisted: the customer must link the bank (modal with OK). */
    refused: {
      meta: { modal: 'bankLink' },
      entry: assign({ formError: ASSISTED_MESSAGE }),
      // The message modal's OK, close icon, Escape and outside click all send modal.confirm.
      on: { 'modal.confirm': 'closed' },
    },
    fetchingToken: {
      tags: BUSY,
      meta: { modal: 'bankLink' },
      invoke: {
        id: 'fetchLinkToken',
        src: 'fetchLinkToken',
        input: ({ context }) => ({ applicationUid: context.applicationUid }),
        onDone: { target: 'linking', actions: 'assignToken' },
        onError: { target: 'failed', actions: 'assignApiError' },
      },
      on: { 'modal.cancel': 'closed' },
    },
    /** The link widget is open (SandboxLink or Plaid Link): closing it is its `flow.linkExit`. */
    linking: {
      meta: { modal: 'bankLink' },
      on: {
        'flow.linked': { target: 'registering', actions: ['clearErrors', 'assignLink'] },
        'flow.linkExit': [
          { guard: 'tokenInvalidFirstTime', target: 'fetchingToken', actions: 'markRetried' },
          { guard: 'tokenInvalidAgain', target: 'failed', actions: 'assignTokenExpired' },
          { target: 'closed' },
        ],
      },
    },
    registering: {
      tags: BUSY,
      meta: { modal: 'bankLink' },
      invoke: {
        id: 'registerBank',
        src: 'registerBank',
        input: ({ context }) => ({
          applicationUid: context.applicationUid,
          link: context.link as LinkResult,
        }),
        onDone: { target: 'attaching', actions: 'assignBankAccount' },
        onError: [
          { guard: 'publicTokenInvalidFirstTime', target: 'fetchingToken', actions: 'markRetried' },
          { target: 'failed', actions: 'assignApiError' },
        ],
      },
    },
    attaching: {
      tags: BUSY,
      meta: { modal: 'bankLink' },
      invoke: {
        id: 'attachBank',
        src: 'attachBank',
        input: ({ context }) => ({
          application: context.application,
          bankAccountUid: context.bankAccountUid as string,
          aip: context.mode.aip,
        }),
        onDone: { target: 'refetching', actions: 'assignAttached' },
        onError: { target: 'failed', actions: 'assignApiError' },
      },
    },
    refetching: {
      tags: BUSY,
      meta: { modal: 'bankLink' },
      invoke: {
        id: 'refetchApplication',
        src: 'getApplication',
        input: ({ context }) => ({ applicationUid: context.applicationUid }),
        onDone: { target: 'linked', actions: 'assignRefetched' },
        // The bank is attached: keep the attach's answer when the re-read fails.
        onError: 'linked',
      },
    },
    /** A server error or a token refused twice: the message with OK. */
    failed: {
      meta: { modal: 'bankLink' },
      on: { 'modal.confirm': 'closed' },
    },
    linked: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) =>
    context.saved
      ? { application: context.application, go: 'next' }
      : { application: null, go: 'stay' },
});

export type BankLinkMachine = typeof bankLinkMachine;
export type BankLinkSnapshot = SnapshotFrom<BankLinkMachine>;

/** What the bank-link modal renders (`ScreenView.data.flow` while the flow runs). */
export interface BankLinkView {
  flow: 'bankLink';
  /**
   * 'loading': a token is being fetched; 'widget': the link widget is open with `linkToken`;
   * 'saving': the bank is registered and attached; 'refused': sales-assisted (message, OK);
   * 'error': `message` with OK.
   */
  step: 'loading' | 'widget' | 'saving' | 'refused' | 'error';
  /** The widget's token (sandbox tokens start with 'link-sandbox-'); null outside 'widget'. */
  linkToken: string | null;
  /** i18n key of the message ('apiErrors.<Code>', 'bankLink.tokenExpired', 'bankLink.assistedRefused'). */
  message: string | null;
  /** Key → the server's own Message (for keys the catalogue lacks). */
  errorFallbacks: Record<string, string>;
  /** The institution being linked (while saving). */
  institutionName: string | null;
}

/** The modal's data from the flow's snapshot (selectors put it in `ScreenView.data.flow`). */
export function bankLinkViewOf(
  snapshot: Pick<BankLinkSnapshot, 'value' | 'context'>,
): BankLinkView {
  const c = snapshot.context;
  const state = String(snapshot.value);
  const step: BankLinkView['step'] =
    state === 'refused'
      ? 'refused'
      : state === 'failed'
        ? 'error'
        : state === 'linking'
          ? 'widget'
          : state === 'registering' ||
              state === 'attaching' ||
              state === 'refetching' ||
              state === 'linked'
            ? 'saving'
            : 'loading';
  return {
    flow: 'bankLink',
    step,
    linkToken: step === 'widget' ? c.linkToken : null,
    message: step === 'refused' || step === 'error' ? c.formError : null,
    errorFallbacks: c.errorFallbacks,
    institutionName: c.link?.institutionName ?? null,
  };
}
