/**
 * Joint survivorship — FUNDING.NORMAL_FUNDING.JOINT_SURVIVOR '/fund/account/survivor' (doc 3 §2.4
 * "Joint survivorship", §3 "Joint tenancy"): how the joint owners hold the account —
 * 'WithRightOfSurvivorship' (Joint WROS: the surviving owner gets the whole account) or 'Common'
 * (Joint TIC, tenants in common: each owner's share goes to their estate).
 *
 * - form: {JointTenantsAccountType: 'Common' | 'WithRightOfSurvivorship'} (`jointSurvivorshipForm`).
 * - initial: the saved JointTenantsApplication.JointTenantsAccountType ('' when none), marked on its card.
 * - data: `{ secondaryName }`, the secondary owner's first name (null when unknown) for the copy.
 * - save (doc 3 §4 "joint tenancy type"): createJointTenancyType (POST …/joint-tenancy-types)
 *   when none is saved, updateJointTenancyType (PUT) when another one is, no call when unchanged;
 *   the answer becomes JointTenantsApplication.JointTenantsAccountType and AccountType and the
 *   application's AccountType (GET application shows it there too). Errors
 *   JointTenantsAccountTypeIsNullOrEmpty / …IsInvalid (Context 'JointTenantsAccountType') land
 *   on the choice; ApplicationTypeIsInvalid under the form.
 */
import { z } from 'zod';
import { ApiError } from '../../../services/api/client';
import { JOINT_ACCOUNT_TYPES, type Application } from '../../../services/api/contract';
import { personOf } from '../../wizards/walk';
import { defineSpec } from '../screen-spec';

export type JointTenancy = (typeof JOINT_ACCOUNT_TYPES)[number];

/** The choice of the survivorship cards. */
export const jointSurvivorshipForm = z.object({
  JointTenantsAccountType: z.enum(JOINT_ACCOUNT_TYPES),
});

/** The saved joint tenancy type, or null. */
export const jointTenancyOf = (app: Application | null | undefined): JointTenancy | null =>
  app?.JointTenantsApplication?.JointTenantsAccountType ?? null;

/** The application with `type` saved as its joint tenancy (doc 3 §3: AccountType of the application and of its joint section). */
export function withJointTenancy(app: Application, type: JointTenancy): Application {
  const j = app.JointTenantsApplication;
  return {
    ...app,
    AccountType: type,
    JointTenantsApplication: {
      PrimaryHolder: null,
      SecondaryHolder: null,
      ...j,
      AccountType: type,
      JointTenantsAccountType: type,
    },
  };
}

export const jointSurvivorshipSpec = defineSpec({
  form: jointSurvivorshipForm,
  initial: (c) => ({ JointTenantsAccountType: jointTenancyOf(c.application) ?? '' }),
  data: (c) => ({
    secondaryName: personOf(c.application, 'secondary')?.PersonName?.FirstName ?? null,
  }),
  save: async ({ values, application }, { api, signal }) => {
    const parsed = jointSurvivorshipForm.safeParse(values);
    if (!parsed.success)
      throw new ApiError({
        status: 400,
        errors: [{ Code: 'JointTenantsAccountTypeIsInvalid', Context: 'JointTenantsAccountType' }],
      });
    const { JointTenantsAccountType } = parsed.data;
    const prior = jointTenancyOf(application);
    if (prior === JointTenantsAccountType) return { application, called: false };
    const answer = await api.call(prior ? 'updateJointTenancyType' : 'createJointTenancyType', {
      params: { applicationUid: application.ApplicationUid },
      json: { JointTenantsAccountType },
      signal,
    });
    return {
      application: withJointTenancy(application, answer.JointTenantsAccountType),
      called: true,
    };
  },
});
