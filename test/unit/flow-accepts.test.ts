/**
 * The events the wizard forwards to a running flow (machines/funding/flow-contract.ts FLOW_ACCEPTS,
 * machines/wizard-engine/flow-states.ts) are exactly the screen events each flow's machine handles:
 * one the flow handles but the wizard does not forward would be lost; one forwarded but not handled
 * is a transition of the wizard's chart that can never do anything (issue 34's coverage counts it).
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { bankLinkMachine } from '../../machines/funding/bank-link.machine';
import { custodianMachine } from '../../machines/funding/custodian.machine';
import { fundingEditMachine } from '../../machines/funding/funding-edit.machine';
import {
  FLOW_ACCEPTS,
  FLOW_EVENT_TYPES,
  fundingEditAccepts,
  type FlowId,
} from '../../machines/funding/flow-contract';
import { machineTransitionKeys } from '../../inspector/path-coverage';
import { createWizardMachine } from '../../machines/wizard-engine/wizard.machine';
import { RUNNABLE_WIZARDS } from '../../machines/wizard-engine/registry';
import { WIZARD_EVENTS, wizardEventsOf } from '../../machines/wizard-engine/types';

/** The screen events (not XState's own, not the address lookup's) `machine` has transitions for. */
function handled(machine: AnyStateMachine): string[] {
  const types = machineTransitionKeys(machine)
    .map((k) => k.split(' —')[1].split('→')[0])
    .filter((t) => !t.startsWith('xstate.') && !t.startsWith('address.'))
    .flatMap((t) => (t === 'flow.*' ? [...FLOW_EVENT_TYPES] : [t]));
  return [...new Set(types)].sort();
}

const MACHINES: Record<FlowId, AnyStateMachine> = {
  bankLink: bankLinkMachine,
  custodian: custodianMachine,
  fundingEdit: fundingEditMachine,
};

describe('FLOW_ACCEPTS', () => {
  it.each(Object.keys(MACHINES) as FlowId[])('%s: the events its machine handles', (id) => {
    expect([...FLOW_ACCEPTS[id]].sort()).toEqual(handled(MACHINES[id]));
  });

  it("the wizard's flow states forward those and nothing else", () => {
    const keys = machineTransitionKeys(createWizardMachine('individual') as AnyStateMachine);
    const forwarded = (state: string) =>
      keys
        .filter((k) => k.startsWith(`individual.${state} —`) && k.endsWith('→ (self)'))
        .map((k) => k.split(' —')[1].split('→')[0])
        .sort();
    expect(forwarded('fund.flow_bankLink')).toEqual([...FLOW_ACCEPTS.bankLink].sort());
    expect(forwarded('review.flow_fundingEdit')).toEqual([...fundingEditAccepts('bank')].sort());
  });

  it("a funding edit forwards its kind's events: the bank link's on a bank wizard, the custodian's on an IRA", () => {
    const bank = fundingEditAccepts('bank');
    const ira = fundingEditAccepts('ira');
    expect(bank).toEqual(expect.arrayContaining([...FLOW_ACCEPTS.bankLink, 'agreement.view']));
    expect(bank).not.toContain('flow.search');
    expect(ira).toEqual(expect.arrayContaining([...FLOW_ACCEPTS.custodian]));
    expect(ira).not.toContain('flow.linked');
    expect(ira).not.toContain('agreement.view');
    // Together they are what the funding edit's machine handles.
    expect([...new Set([...bank, ...ira])].sort()).toEqual([...FLOW_ACCEPTS.fundingEdit].sort());
    const keys = machineTransitionKeys(createWizardMachine('iraPersonal') as AnyStateMachine);
    const forwarded = keys
      .filter(
        (k) => k.startsWith('iraPersonal.review.flow_fundingEdit —') && k.endsWith('→ (self)'),
      )
      .map((k) => k.split(' —')[1].split('→')[0])
      .sort();
    expect(forwarded).toEqual([...ira].sort());
  });
});

describe("the root's forwards to a running wizard (wizardEventsOf)", () => {
  it.each(RUNNABLE_WIZARDS)(
    '%s: exactly the screen events its machine has transitions for',
    (id) => {
      const types = new Set(
        machineTransitionKeys(createWizardMachine(id) as AnyStateMachine).map(
          (k) => k.split(' —')[1].split('→')[0],
        ),
      );
      const handledHere = WIZARD_EVENTS.filter((t) => types.has(t));
      expect([...wizardEventsOf(id)].sort()).toEqual([...handledHere].sort());
    },
  );

  it('a bank-funded wizard hears no custodian event, an IRA no bank-link event', () => {
    expect(wizardEventsOf('individual')).not.toContain('flow.search');
    expect(wizardEventsOf('metalStreamJoint')).toContain('flow.linked');
    expect(wizardEventsOf('iraBusiness')).not.toContain('flow.linked');
    expect(wizardEventsOf('iraPersonal')).toContain('flow.skipTwo');
  });
});
