/**
 * Shared pieces of the wizard models (test/machines/wizard-paths.test.ts, the generated browser
 * paths of test/paths/generate.ts): the application type of each wizard and the snapshot helpers
 * that read a model state's value, step and URL.
 */
import type { AnyEventObject } from 'xstate';
import type { Application, Person } from '../../services/api/contract';
import { withPerson } from '../../machines/wizards/walk';
import { emptyApplication } from './fake-api';
import { WIZARD_TABLES, type WizardId } from '../../machines/wizard-engine/registry';
import type { WizardMachine } from '../../machines/wizard-engine/wizard.machine';
import type { StepDef } from '../../machines/wizards/step-table';

/** The application type and sub-type of each kind (doc 2 §9). */
export const KIND: Record<WizardId, Partial<Application>> = {
  individual: { ApplicationType: 'Individual' },
  business: { ApplicationType: 'Corporate', AccountType: 'LimitedLiabilityCorporation' },
  trust: { ApplicationType: 'Corporate', AccountType: 'Trust' },
  iraPersonal: { ApplicationType: 'IRA', AccountType: 'Roth' },
  iraBusiness: { ApplicationType: 'IRA', AccountType: 'SEP' },
  joint: { ApplicationType: 'JointTenants', AccountType: 'Common' },
  utma: { ApplicationType: 'UTMA', AccountType: 'Custodian' },
  metalStream: { ApplicationType: 'Individual', RegistrationFlowType: 2 },
  // The programme with each owner kind (issue 21 item 9).
  metalStreamJoint: { ApplicationType: 'JointTenants', RegistrationFlowType: 2 },
  metalStreamUtma: { ApplicationType: 'UTMA', RegistrationFlowType: 2 },
  metalStreamTrust: { ApplicationType: 'Corporate', AccountType: 'Trust', RegistrationFlowType: 2 },
  metalStreamBusiness: { ApplicationType: 'Corporate', RegistrationFlowType: 2 },
};

export type Snap = ReturnType<WizardMachine['getInitialSnapshot']>;

/** The event an invoked actor `id` sends when it is done with `output`. */
export const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});

/** The state value as a string (for `includes` tests and path keys). */
export const valueOf = (s: Snap) => JSON.stringify(s.value);

/** The step definition of the state's top-level step. */
export const stepOf = (wizard: WizardId, s: Snap): StepDef | undefined => {
  const v = s.value as Record<string, unknown> | string;
  const id = typeof v === 'string' ? v : Object.keys(v)[0];
  return WIZARD_TABLES[wizard].find((st) => st.id === id);
};

/** The URL of the deepest state with a path in its meta, or null. */
export const pathOf = (s: Snap): string | null => {
  const metas = s.getMeta() as Record<string, { path?: string } | undefined>;
  let best: string | null = null;
  let depth = -1;
  for (const [id, m] of Object.entries(metas))
    if (m?.path && id.split('.').length > depth) {
      best = m.path;
      depth = id.split('.').length;
    }
  return best;
};

const person = (uid: string, first: string): Person => ({
  PersonUid: uid,
  PersonName: { FirstName: first, MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
  PersonBirthday: null,
  PersonCountry: null,
  PersonSsn: null,
  Phone: null,
  PersonAddress: null,
});

/** The kind's application with its people created (the name steps' saves are not what branches). */
export function applicationOf(wizard: WizardId): Application {
  let app = emptyApplication({ ...KIND[wizard], IndividualApplication: null });
  app = withPerson(app, 'main', person('p-main', 'Ada'));
  if (wizard === 'joint' || wizard === 'metalStreamJoint')
    app = withPerson(app, 'secondary', person('p-second', 'Bea'));
  if (wizard === 'utma' || wizard === 'metalStreamUtma')
    app = withPerson(app, 'minor', person('p-minor', 'Cy'));
  return app;
}
