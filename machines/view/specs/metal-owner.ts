/**
 * The programme's owner kind — METAL_STREAM_OWNER '/metal/owner' (issue 21 item 9; doc 2 §2.2
 * "Metal stream", §2.3 METAL_SECURE_ACCOUNT; doc 1 §4.6 "the application is updated with the
 * chosen type"): whom the programme's account belongs to — an individual (the AIP default,
 * doc 1 §4.1), two joint owners, a minor through a custodian (UTMA), a trust or a business.
 *
 * - form: {Owner: 'Individual' | 'JointTenants' | 'UTMA' | 'Trust' | 'Business'}.
 * - initial: the kind of the application (`ownerKindOf`).
 * - save: POST …/types?registrationFlowType=2 (doc 1 §7.4) with the kind's ApplicationType (Trust
 *   is Corporate + CorporateAccountType Trust; a business's type is chosen on its verify step);
 *   no call when unchanged. The answer sets ApplicationType / AccountType, so the registry picks
 *   the kind's programme table (machines/wizard-engine/registry.ts) and the secure steps that
 *   follow are that kind's. Errors land under the form.
 */
import { z } from 'zod';
import { ApiError } from '../../../services/api/client';
import type { Application } from '../../../services/api/contract';
import { defineSpec } from '../screen-spec';

/** The owner kinds the programme is sold with (issue 21 item 9). */
export const METAL_OWNER_KINDS = [
  'Individual',
  'JointTenants',
  'UTMA',
  'Trust',
  'Business',
] as const;
export type MetalOwnerKind = (typeof METAL_OWNER_KINDS)[number];

export const metalOwnerForm = z.object({ Owner: z.enum(METAL_OWNER_KINDS) });

/** The owner kind of an application (Corporate + Trust → Trust, other Corporate → Business). */
export function ownerKindOf(app: Application | null | undefined): MetalOwnerKind | null {
  switch (app?.ApplicationType) {
    case 'Individual':
    case 'JointTenants':
    case 'UTMA':
      return app.ApplicationType;
    case 'Corporate':
      return (app.AccountType ?? app.CorporateApplication?.CorporateAccountType) === 'Trust'
        ? 'Trust'
        : 'Business';
    default:
      return null;
  }
}

/** The POST …/types body of an owner kind (doc 1 §7.4). */
const typesBodyOf = (kind: MetalOwnerKind) =>
  kind === 'Trust'
    ? { ApplicationType: 'Corporate' as const, CorporateAccountType: 'Trust' as const }
    : kind === 'Business'
      ? { ApplicationType: 'Corporate' as const }
      : { ApplicationType: kind };

export const metalOwnerSpec = defineSpec({
  form: metalOwnerForm,
  initial: (c) => ({ Owner: ownerKindOf(c.application) ?? '' }),
  save: async ({ values, application }, { api, signal }) => {
    const parsed = metalOwnerForm.safeParse(values);
    if (!parsed.success)
      throw new ApiError({
        status: 400,
        errors: [{ Code: 'ApplicationTypeIsInvalid', Context: 'Owner' }],
      });
    const { Owner } = parsed.data;
    if (ownerKindOf(application) === Owner) return { application, called: false };
    const answer = await api.call('types', {
      params: { applicationUid: application.ApplicationUid },
      query: { registrationFlowType: 2 },
      json: typesBodyOf(Owner),
      signal,
    });
    return {
      application: {
        ...application,
        ApplicationType: answer.ApplicationType,
        AccountType: answer.AccountType,
        SelectedApplicationTypes: {
          ApplicationType: answer.ApplicationType,
          AccountType: answer.AccountType,
        },
      },
      called: true,
    };
  },
});
