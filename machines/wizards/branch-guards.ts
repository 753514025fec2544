/**
 * The branch guards a step table may name (`StepBranch.guard`, machines/wizards/step-table.ts),
 * as pure functions of what navigation reads (`WalkData`: the application, the furthest step, the
 * broker's settings). Kept apart from walk.ts so the step table's types and the walk do not import
 * each other (issue 23).
 */
import type { Application } from '../../services/api/contract';
import {
  fundingTypeOf,
  identityCountryOf,
  iraFundingTypeOf,
  personOf,
  type PersonSlot,
} from '../../services/api/application-access';

/** A branch guard: a pure function of the data and the branch's params (machines/wizards/step-table.ts StepBranch). */
export type BranchGuard = (data: WalkData, params?: Readonly<Record<string, string>>) => boolean;

/** What navigation reads: the application as last loaded or saved, and the furthest step reached. */
export interface WalkData {
  application: Application | null;
  /** Step id of the furthest step entered in this session (or resumed from ApplicationStep). */
  furthestStep: string | null;
  /**
   * The broker's settings where the caller has them (the wizard and root contexts do): the
   * backup-withholding step follows IsIRSRequired (doc 2 §2.19; absent: not asked).
   */
  settings?: { IsIRSRequired?: boolean } | null;
  /**
   * A sales agent's impersonation session (the wizard's context has it): the backup-withholding
   * certification is the customer's own (issue 31; the server answers an agent 403), so the
   * agent's walk passes it by like a broker that does not ask.
   */
  assisted?: boolean;
}

/** The W-9 question is asked in this walk: the broker requires it and no agent is acting (doc 2 §2.19, issue 31). */
const w9Asked = (d: WalkData) => !!d.settings?.IsIRSRequired && d.assisted !== true;

/**
 * Branch guards named in step tables (`StepDef.branches[].guard`), as pure functions of the
 * data. doc 2 §2.14: a saved identity country other than USA skips the SSN; doc 3 §2.4: the
 * saved funding method picks the amount screen.
 */
/** The person of `slot` has a saved identity country other than USA. */
const countryNotUsa = (d: WalkData, slot: PersonSlot) => {
  const c = identityCountryOf(d.application, slot);
  return c !== null && c !== 'USA';
};

export const branchGuards = {
  /**
   * The broker does not ask for the W-9 certification, or a sales agent is acting (issue 31: the
   * customer certifies): the backup-withholding step is passed by (doc 2 §2.19).
   */
  irsNotRequired: (d) => !w9Asked(d),
  /**
   * Joint: the person of params.person (the secondary owner) has a non-USA identity country, and
   * the backup-withholding question is still asked — the broker requires it and the primary
   * holder is a US person (doc 2 §2.19; §4 Address intro back target "if either person has
   * backup withholding").
   */
  personCountryNotUsaWithW9: (d, p) =>
    w9Asked(d) &&
    countryNotUsa(d, (p?.person ?? 'secondary') as PersonSlot) &&
    identityCountryOf(d.application) === 'USA',
  identityCountryNotUsa: (d) => countryNotUsa(d, 'main'),
  fundingTypeIs: (d, p) => fundingTypeOf(d.application) === p?.type,
  /**
   * The identity country of a person of any account kind (params.person: 'main', 'secondary'
   * or 'minor') is saved and is not USA (doc 2 §2.14, §4 "Identity country routing").
   */
  personCountryNotUsa: (d, p) => countryNotUsa(d, (p?.person ?? 'main') as PersonSlot),
  /**
   * The person of params.person has no saved address: the user skipped their address entry
   * (doc 2 §2.20 same-address question's skip link; `StepDef.skipWhen`).
   */
  personAddressMissing: (d, p) =>
    !personOf(d.application, (p?.person ?? 'main') as PersonSlot)?.PersonAddress?.Street,
  /** The saved IRA funding type is params.type: IRATransfer, Rollover or AnnualContribution (doc 3 §2.4). */
  iraFundingTypeIs: (d, p) => iraFundingTypeOf(d.application) === p?.type,
  /**
   * The saved allocation gives params.metal ('Gold' or 'Silver') 0 %: its picker is skipped
   * (doc 3 §2.3 "The gold screen is skipped automatically when the gold percentage is 0").
   */
  metalPercentageIsZero: (d, p) => {
    const m = d.application?.MetalStream;
    const share = p?.metal === 'Silver' ? m?.SilverPercentage : m?.GoldPercentage;
    return share === 0;
  },
} as const satisfies Record<string, BranchGuard>;

/** The name of a branch guard a step table may use (StepBranch.guard): unknown names fail the typecheck. */
export type BranchGuardName = keyof typeof branchGuards;
