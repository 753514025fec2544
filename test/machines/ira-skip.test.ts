/**
 * The retirement funding's 'I'll do it later' (doc 3 §2.4 "An optional 'do later' skip with the
 * skip confirmation modal (IRA version)", §4 "Skipping funding: IRA funding is deleted when an
 * IRAFundingType exists, then the skip path") through the root actor and the in-memory API, on
 * the personal and the business IRA wizards: the skip opens the confirmation; Cancel stays on
 * the step with the saved choice; Skip deletes the IRA funding (DELETE …/ira-application-fundings)
 * and goes to Review, whose 'Looks good' is then enabled.
 */
import { describe, expect, it } from 'vitest';
import { selectPath, selectScreen } from '../../machines/view/selectors';
import type { Application } from '../../services/api/contract';
import { iraApplication } from './custodian-fake-api';
import { createFakeApi, type FakeApi } from './fake-api';
import { atPath, settled, startSignedIn } from './flow-wait';

const start = (fake: FakeApi) => startSignedIn(fake, '/fund/retirement');

/** A personal (Traditional) or business (SEP) IRA whose applicant stands on Retirement funding. */
function iraAtFunding(accountType: 'Traditional' | 'SEP'): Application {
  const app = iraApplication();
  return {
    ...app,
    AccountType: accountType,
    SelectedApplicationTypes: { ApplicationType: 'IRA', AccountType: accountType },
    ApplicationStep: '/fund/retirement',
    IRAApplication: { ...app.IRAApplication!, AccountType: accountType },
  };
}

const fundingType = (fake: FakeApi) =>
  fake.application().IRAApplication?.IRAApplicationFundingResponse?.IRAFundingType ?? null;

describe.each([
  ['personal', 'Traditional', 'iraPersonal'],
  ['business', 'SEP', 'iraBusiness'],
] as const)("IRA 'I'll do it later' (%s IRA, doc 3 §2.4, §4)", (_kind, accountType, wizard) => {
  it.each([
    ['Rollover', 2],
    ['AnnualContribution', 3],
  ] as const)(
    'after choosing %s: Cancel keeps the choice; Skip deletes the IRA funding and Review is enabled',
    async (choice, code) => {
      const fake = createFakeApi({ application: iraAtFunding(accountType) });
      const actor = start(fake);
      await atPath(actor, '/fund/retirement');
      expect(actor.getSnapshot().matches({ flow: { wizard: wizard as never } })).toBe(true);

      actor.send({ type: 'wizard.submit', values: { IRAFundingType: choice } });
      await settled(actor);
      expect(selectPath(actor.getSnapshot())).not.toBe('/fund/retirement');
      expect(fundingType(fake)).toBe(code);
      actor.send({ type: 'wizard.back' });
      await atPath(actor, '/fund/retirement');
      expect(selectScreen(actor.getSnapshot()).initial.IRAFundingType).toBe(choice);

      // 'I'll do it later' opens the confirmation; Cancel stays on the step with what was chosen.
      actor.send({ type: 'wizard.skip' });
      expect(selectScreen(actor.getSnapshot()).modal).toBe('skipFunding');
      expect(selectPath(actor.getSnapshot())).toBe('/fund/retirement');
      actor.send({ type: 'modal.cancel' });
      let view = selectScreen(actor.getSnapshot());
      expect(view.modal).toBeNull();
      expect(selectPath(actor.getSnapshot())).toBe('/fund/retirement');
      expect(view.initial.IRAFundingType).toBe(choice);
      expect(fake.names()).not.toContain('deleteIraFunding');
      expect(fundingType(fake)).toBe(code);

      // Skip: DELETE of the IRA funding, then Review with the funding gone and 'Looks good' enabled.
      actor.send({ type: 'wizard.skip' });
      actor.send({ type: 'modal.confirm' });
      await atPath(actor, '/review');
      expect(fake.names()).toContain('deleteIraFunding');
      expect(fundingType(fake)).toBeNull();
      view = selectScreen(actor.getSnapshot());
      expect(view.data.iraFunding).toBeNull();
      expect(view.data.blocked).toBeNull();
      expect(view.data.submitDisabled).toBe(false);
    },
  );

  it('with no funding type saved, Skip goes to Review without a call', async () => {
    const fake = createFakeApi({ application: iraAtFunding(accountType) });
    const actor = start(fake);
    await atPath(actor, '/fund/retirement');
    actor.send({ type: 'wizard.skip' });
    expect(selectScreen(actor.getSnapshot()).modal).toBe('skipFunding');
    actor.send({ type: 'modal.confirm' });
    await atPath(actor, '/review');
    expect(fake.names()).not.toContain('deleteIraFunding');
  });
});
