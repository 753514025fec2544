/**
 * One ScreenSpec per screen (docs/architecture.md "Screens", machines/view/): what the machines
 * need to know about a screen besides its view — its zod form (server errors whose Context names
 * one of the form's keys land under that field, doc 1 §8.1, doc 2 §8), the prefill in the form's
 * shape, the read-only data the view renders (typed: `ScreenViewOf`, machines/view/screen-view-of.ts),
 * the reference lists to load on entry, the saver (create when nothing is saved, update when
 * something is, no call when unchanged: doc 2 §4) and the review item whose edit modal opens its
 * form (doc 2 §2.24).
 *
 * Specs are pure apart from `save`, which receives the API client. The registry is
 * machines/view/screen-specs.ts (each kind's own specs load with its wizard: kind-specs/); the selectors, the error mapping, the wizard's save actor and its
 * lookups loader read it, so a new screen is one spec file, one view, one registry line (its id)
 * and its step-table row (docs/architecture.md "Screens are thin").
 */
import type { z } from 'zod';
import type { ApiClient } from '../../services/api/client';
import type {
  Application,
  BasicAccountDetails,
  Country,
  Settings,
  State,
} from '../../services/api/contract';
import type { AddressParts, AddressSuggestion } from '../../services/adapters/address-autocomplete';
import type { ModalId, PersonSlot, ReviewItemId } from '../screen-contract';
import type { FlowMode } from '../entry/entry-gate';
import type { SpecSaveInput, SpecSaveOutput } from '../../services/api/section-savers';
import type { AccountKind, EntryQuery, LookupName, Lookups } from '../../services/actors/contracts';

// Reference lists a screen may ask for and the loaded lists (services/actors/contracts.ts).
export type { LookupName, Lookups };

/** What a spec reads: the application as last loaded or saved, and the wizard's reference data. */
export interface SpecContext {
  application: Application | null;
  /** The step's person slot (default 'main'). */
  person: PersonSlot;
  /** The screen's literal path (one screen may serve several routes, e.g. the amount screens). */
  path: string;
  countries: readonly Country[];
  states: readonly State[];
  /** ISO3 country `states` belong to. */
  statesCountry: string | null;
  settings: Settings | null;
  lookups: Lookups;
  /** Per-slot answers of the same-address question (doc 2 §2.20 SameAddress; no PII). */
  sameAddress: Partial<Record<PersonSlot, boolean>>;
  addressPick: AddressParts | null;
  addressSuggestions: readonly AddressSuggestion[];
  /** The review item open in the edit modal (EditItem, e.g. 'businessName', 'secondary.dob'), or null. */
  editing: string | null;
  /**
   * The logged-in user's profile (doc 1 §3, doc 2 §2.12, §2.17): the basic account in the upgrade
   * flow, else absent. Prefills and locks the MAIN name and phone.
   */
  profile?: BasicAccountDetails | null;
  /**
   * A sales agent's impersonation session (the root's mode `assisted`, doc 1 §6): no bank link,
   * relaxed required fields. Absent: false.
   */
  assisted?: boolean;
  /**
   * The root's own slots the entry, choice, agreement and submission screens read (AppContext,
   * machines/app-types.ts); absent in the wizard's spec tests.
   */
  root?: RootFacts;
  /** The modal open over the screen (its data: the resume offers, doc 1 §2.12, §4.12), or null. */
  modal?: ModalId | null;
}

/** The root context's slots the screens outside the wizard render (a subset of AppContext). */
export interface RootFacts {
  email: string | null;
  query: EntryQuery;
  usernames: readonly string[];
  flowType: 1 | 2;
  kind: AccountKind | null;
  mode: FlowMode;
  search: string;
  brokerCode: string;
  assistedOffer: { createdOn: string | null; createdBy: string | null } | null;
  agreement: { html: string | null; accepted: boolean; error: string | null };
  submission: {
    result: { IsSuccess: boolean; AccountNumber: string | null } | null;
    errorCode?: string | null;
  };
}

// What the save actor hands a spec's saver and what it answers (services/api/section-savers.ts).
export type { SpecSaveInput, SpecSaveOutput };
export interface SaveDeps {
  api: ApiClient;
  signal?: AbortSignal;
  /**
   * The stored fraud-prevention session id (doc 3 §3, §7; issue 35 item 2), sent as `SessionId`
   * with the funding screens' saves (Fund account, IRA funding, the programme's funding); null or
   * absent: none is sent.
   */
  fraudSessionId?: string | null;
}

/** `{ SessionId }` for a funding save's body when the session holds one, else `{}` (issue 35 item 2). */
export const sessionIdPart = (deps: Pick<SaveDeps, 'fraudSessionId'>) =>
  deps.fraudSessionId ? { SessionId: deps.fraudSessionId } : {};

/** The data type of a spec (`ScreenSpec<D>`): what `ScreenView.data` carries on its screen. */
export interface ScreenSpec<D extends object = Record<string, unknown>> {
  /**
   * The screen's form (the widest variant when the view narrows it at run time, e.g. by the
   * funding method): its keys are the fields server errors land under (`fieldsOfSpec`).
   */
  form?: z.ZodType;
  /**
   * Only where the server's error Contexts differ from the form's keys (e.g. the date parts typed
   * as IssueMonth/Day/Year but failing as IssueDate; the date of birth's errors show under the
   * form, doc 2 §2.13: `[]`). Absent: the form's keys.
   */
  fields?: readonly string[];
  /** The prefill, strings as the inputs hold them. */
  initial?: (c: SpecContext) => Record<string, string>;
  /** Read-only data for the view (lists, names, flags). */
  data?: (c: SpecContext) => D;
  /** The review item whose edit modal opens this screen's form and saver (doc 2 §2.24). */
  reviewItem?: ReviewItemId;
  /**
   * Lists the wizard loads when the step is entered (and keeps for later steps); a function when
   * they depend on the data (e.g. the linked banks unless the programme uses the account balance).
   */
  lookups?:
    readonly LookupName[] | ((c: Pick<SpecContext, 'application'>) => readonly LookupName[]);
  /** Saves the form; throws ApiError (mapped onto `fields`). Absent: the screen only moves on. */
  save?: (input: SpecSaveInput, deps: SaveDeps) => Promise<SpecSaveOutput>;
}

/** The root's slots of `c`, or empty ones (a spec test without the root, e.g. the wizard's). */
export const rootOf = (c: Pick<SpecContext, 'root'>): RootFacts =>
  c.root ?? {
    email: null,
    query: {
      email: null,
      promoCode: null,
      referrerEmail: null,
      brokerCode: null,
      aff: null,
      cjevent: null,
      p: null,
    },
    usernames: [],
    flowType: 1,
    kind: null,
    mode: { kind: 'normal' },
    search: '',
    brokerCode: '',
    assistedOffer: null,
    agreement: { html: null, accepted: false, error: null },
    submission: { result: null },
  };

/**
 * The open modal's data (doc 1 §2.12, §4.12): the resume offer's CreatedOn and CreatedBy — the
 * application's, or the sales-assisted continue-or-start-new offer's. Empty without one.
 */
export function modalDataOf(c: Pick<SpecContext, 'modal' | 'application' | 'root'>): {
  resume?: { createdOn: string | null; createdBy: string | null } | null;
} {
  if (c.modal === 'resumeApplication')
    return {
      resume: {
        createdOn: c.application?.CreatedOn ?? null,
        createdBy: c.application?.CreatedBy ?? null,
      },
    };
  if (c.modal === 'assistedContinue') return { resume: rootOf(c).assistedOffer };
  return {};
}

/** The spec of a screen that renders from the view alone (no form, prefill, data or saver). */
export const viewOnly: ScreenSpec<Record<never, never>> = {};

/** A spec with its data type inferred (`ScreenSpec<D>`): write `defineSpec({ … })`. */
export const defineSpec = <D extends object = Record<string, never>>(
  spec: ScreenSpec<D>,
): ScreenSpec<D> => spec;

/** The keys of a zod object form, also behind a `.transform` (a pipe from the object). */
function keysOf(form: z.ZodType): string[] {
  const def = form.def as { type: string; shape?: object; in?: z.ZodType };
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  return def.type === 'pipe' && def.in ? keysOf(def.in) : [];
}

/** The field names of a spec: its `fields`, else its form's keys (doc 1 §8.1), else none. */
export const fieldsOfSpec = (spec: ScreenSpec | undefined): readonly string[] =>
  spec?.fields ?? (spec?.form ? keysOf(spec.form) : []);

/** The lookup names a spec asks for with the data `c` (ScreenSpec.lookups). */
export const lookupNamesOf = (
  spec: ScreenSpec | undefined,
  c: Pick<SpecContext, 'application'>,
): readonly LookupName[] => {
  const l = spec?.lookups;
  return typeof l === 'function' ? l(c) : (l ?? []);
};

/** '' for null or undefined, else the string (prefills are strings). */
export const str = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : String(v);
