/**
 * Form rules of the legal-entity screens of the Business and Trust wizards (doc 2 §2.5–§2.9,
 * §5 "EIN (business and trust)" and "Entity names") as zod schemas, with the spec's message keys
 * (`fields.errors.validation.*`, doc 2 §8). Where the reference server validates the same field
 * with a contract schema (services/api/contract.ts), the form reuses that schema, so client and
 * server share one rule:
 * - `einForm` is the contract's `einRequest` (the EIN rules and the 'NN-NNNNNNN' output);
 * - `businessNameForm` uses the IRA business-name rule (required, max 50: 'businessName',
 *   'businessNameMax'), the same rule doc 2 §5 gives the entity's business name;
 * - `businessTypeForm` uses the account-types request's CorporateAccountType names.
 * The trust-name rule (required, max 100) exists only on the client: the server limits any
 * legal-entity name to 200 characters (`legalEntityNameRequest`).
 */
import { z } from 'zod';
import { CORPORATE_ACCOUNT_TYPES, einRequest, iraBusinessNameRequest } from './contract';
import { V } from './fields';

const k = (key: string) => `${V}${key}`;

/** The trust name's maximum length (doc 2 §5, §9). */
export const TRUST_NAME_MAX = 100;

/**
 * The business types of doc 2 §2.5, in the screen's order, as CorporateAccountType names
 * (doc 2 §9): LLC → LimitedLiabilityCorporation, 'Corporation (C or S)' → Corporate,
 * 'Partnership (standard or LLLP)' → Partnership, 'Sole proprietorship' → SoleProprietorship.
 * The API has one value per choice (C and S corporations, standard partnerships and LLLPs are not
 * told apart). Trust, the fifth corporate type, is the Trust wizard's and is not offered here.
 */
export const BUSINESS_TYPES = [
  'LimitedLiabilityCorporation',
  'Corporate',
  'Partnership',
  'SoleProprietorship',
] as const satisfies readonly (typeof CORPORATE_ACCOUNT_TYPES)[number][];
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Business type form {CorporateAccountType} (doc 2 §2.5); none chosen → 'businessType.required'. */
export const businessTypeForm = z.object({
  CorporateAccountType: z.enum(BUSINESS_TYPES, { error: 'businessType.required' }),
});

/** Business name form {Name} (doc 2 §2.6, §5): trimmed, required 'businessName', max 50 'businessNameMax'. */
export const businessNameForm = z.object({ Name: iraBusinessNameRequest.shape.BusinessName });

/** Trust name form {Name} (doc 2 §2.7, §5): trimmed, required 'trustName', max 100 'trustNameMax'. */
export const trustNameForm = z.object({
  Name: z
    .string({ error: k('trustName') })
    .trim()
    .min(1, k('trustName'))
    .max(TRUST_NAME_MAX, k('trustNameMax')),
});

/**
 * EIN form {Ein, NoEin} (doc 2 §2.9, §5) → {Ein: 'NN-NNNNNNN' | '', NoEin: boolean}. The 'no EIN'
 * checkbox arrives as 'on' (or absent); with it ticked no rule applies and Ein becomes ''.
 * Otherwise the rules of the contract's `einRequest`: empty 'einRequired', characters other than
 * digits and the dash 'einDigits', fewer than 9 digits 'einNotValid', the 2-7 pattern with a
 * forbidden prefix (00, 66, 99) or suffix (0000000, 6666666, 9999999) 'einValidation'.
 */
export const einForm = z
  .object({ Ein: z.string().optional(), NoEin: z.union([z.string(), z.boolean()]).optional() })
  .transform((v): z.input<typeof einRequest> => ({
    Ein: v.Ein,
    NoEin: v.NoEin === true || v.NoEin === 'on' || v.NoEin === 'true',
  }))
  .pipe(einRequest);
