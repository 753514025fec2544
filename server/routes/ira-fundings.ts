/**
 * IRA funding and custodians (doc 3 §2.4 Retirement funding and IRA custodian modal, §3, §5 IRA
 * amounts and Custodian, §7 IRA funding, §8 IRA codes). Every answer with a funding is
 * IRAApplicationFundingResponse {IRAFundingType, Amount, ContributionYear, TransferType,
 * CustodianAccountType, AccountNumber, IRAFundingCustodianResponse}; amounts are dollars.
 *
 * Application paths need a bearer token and the caller's own IRA application: 401 InvalidToken,
 * 404 InvalidApplicationUid, 403 Error_PermissionDenied, 400 ApplicationTypeIsInvalid (not IRA,
 * Context 'ApplicationType'), 400 ApplicationIsCompleted on changes. POST answers 201, PUT 200.
 *
 * - POST|PUT …/ira-application-fundings {IRAFundingType 1|2|3, SessionId?} (SessionId as for
 *   application-fundings, issue 35 item 2; body, or query IRAFundingType /
 *   iRAFundingType): 400 FundingTypeIsNotDefined (Context 'IRAFundingType') when missing or
 *   unknown. Another type clears amount and year; leaving IRATransfer clears the transfer fields.
 * - DELETE …/ira-application-fundings → 204 (also when none; skip funding, doc 3 §4).
 * - POST|PUT …/ira-application-funding-amounts {Amount, ContributionYear}: 400
 *   FundingTypeIsNotDefined (no type); AmountIsNullOrEmpty, AmountIsInvalid, AmountMustBeGreaterThanZero,
 *   AmountIsBelowMinimum (< 1), AmountIsAboveMaximum (AnnualContribution: the broker's
 *   RegistrationContributionLimitAmount; transfer and rollover: 500,000,000) — Context 'Amount';
 *   ContributionYearIsNullOrEmpty (AnnualContribution without it), ContributionYearIsInvalid (not
 *   the current year, or the previous one until 15 April) — Context 'ContributionYear'.
 * - POST|PUT …/ira-transfers/transfer-types {TransferType 'Liquidate'|'PartialCash'} (or query
 *   transferType), …/ira-transfers/ira-account-types {IRAAccountType} (or query iRAAccountType) and
 *   …/ira-transfers/account-number {AccountNumber}: IRATransfer only (else 400
 *   FundingTypeIsNotDefined, Context 'IRAFundingType'); TransferTypeIsNullOrEmpty/IsInvalid;
 *   IRAAccountTypeIsNullOrEmpty/IsInvalid, CustodianAccountTypeIsNotAllowed (a Roth account into a
 *   non-Roth IRA or the reverse; SIMPLE only from SIMPLE); AccountNumberIsNullOrEmpty,
 *   AccountNumberIsNotValid (letters, digits, '-'), AccountNumberIsInvalidLength (> 34). The
 *   account number is stored sealed and answered in full to its owner (issue 20).
 * - POST|PUT …/ira-transfers/payment-delivery-types {PaymentDeliveryType 'Check'|'Wire'} (or query
 *   paymentDeliveryType; payload not shown by the spec, decision): how the old custodian sends the
 *   cash. IRATransfer only (else 400 FundingTypeIsNotDefined, Context 'IRAFundingType');
 *   PaymentDeliveryTypeIsNullOrEmpty / PaymentDeliveryTypeIsInvalid (Context 'PaymentDeliveryType').
 * - "Refresh IRA application: {ApplicationUid}" (doc 3 §7) is GET v2/applications/{ApplicationUid}
 *   (routes/applications.ts): its IRAApplication.IRAApplicationFundingResponse is the refreshed state.
 * - GET /v2/custodians?search&take (no token: reference data) and GET
 *   /v2/custodians/applications/{ApplicationUid}?search&take → the directory, by name; `search`
 *   matches name or city (case-insensitive).
 * - POST|PUT /v2/custodians/applications/{ApplicationUid} — the choice: {CustodianUid, …} from the
 *   directory (404 CustodianNotFound, Context 'CustodianUid') or manual {Name, Address, Phone, Fax}:
 *   NameIsNullOrEmpty, StreetIsNullOrEmpty/IsInvalidLength (50), CityIsNullOrEmpty/IsInvalidLength,
 *   StateIsNullOrEmpty/StateIsInvalid (US states and DC), PostalCodeNotValid, CountryIso3CodeIsInvalid
 *   (not USA), PhoneIsInvalid ('custodianPhoneIsInvalid', Context 'Phone'), FaxIsInvalid
 *   ('custodianFaxIsInvalid', Context 'Fax'), all at once. IRATransfer only.
 * - POST|PUT /v2/custodians/applications/{ApplicationUid}/ira-transfers/account-numbers — as account-number.
 * Every write on a completed application: 400 FundingAlreadySubmited when an IRA or bank funding was
 * saved, else 400 ApplicationIsCompleted (server/routes/fundings.ts `fundingApplication`).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { isValidPhoneNumber } from 'libphonenumber-js';
import {
  custodianChoiceRequest,
  custodiansQuery,
  IRA_FUNDING_TYPES,
  iraAccountNumberRequest,
  iraAccountTypeRequest,
  iraFundingAmountRequest,
  iraFundingTypeRequest,
  iraPaymentDeliveryTypeRequest,
  iraTransferTypeRequest,
  type ApiErrorItem,
  type Custodian,
} from '../../services/api/contract';
import { contributionYearsAt } from '../../services/api/eastern-time';
import { AMOUNT_MAX, AMOUNT_MIN, amountLimitMessage } from '../../services/api/fields';
import { isUuid, recordFundingSession, type ApplicationRow } from '../db/applications';
import { fundingSessionIdOf } from '../domain/funding-session';
import {
  deleteIraFunding,
  findCustodian,
  findIraFunding,
  isIraState,
  searchCustodians,
  setIraFundingType,
  toIraFunding,
  updateIraFunding,
  usPhone,
} from '../db/ira-fundings';
import { findBrokerSettings } from '../db/reference';
import { ownedApplication, type AppEnv } from '../http/auth';
import { ApiError, fail } from '../http/errors';
import { parseOr400, queryParams, readJsonBody } from '../http/validation';
import type { RouteDeps } from './deps';
import { fundingApplication } from './fundings';

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Body fields, completed by query parameters the spec sends "as parameters" (doc 3 §7). */
async function bodyAndQuery(
  c: Context,
  fields: Record<string, string[]>,
): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  const out: Record<string, unknown> = isObject(body) ? { ...body } : {};
  for (const [field, queryNames] of Object.entries(fields)) {
    if (out[field] !== undefined) continue;
    for (const q of queryNames) {
      const v = c.req.query(q);
      if (v !== undefined) {
        out[field] = v;
        break;
      }
    }
  }
  return out;
}

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** Custodian account types a transfer may come from, per the application's IRA type. */
const ALLOWED_SOURCES: Record<string, readonly string[]> = {
  Traditional: ['Traditional', 'SEP', 'SIMPLE'],
  SEP: ['Traditional', 'SEP', 'SIMPLE'],
  Roth: ['Roth'],
  SIMPLE: ['SIMPLE'],
};

/**
 * Contribution years accepted at `now` (doc 3 §2.4: the previous year until 15 April, US Eastern
 * time — services/api/eastern-time.ts, the wizard's list).
 */
export function contributionYears(now: Date): number[] {
  return contributionYearsAt(now);
}

const NOT_TRANSFER = () =>
  fail(
    400,
    'FundingTypeIsNotDefined',
    'Choose a transfer from an existing IRA first.',
    'IRAFundingType',
  );

export function iraFundingRoutes({ db, now, pii }: RouteDeps) {
  const iraApp = async (c: Context<AppEnv>, editable = true): Promise<ApplicationRow> => {
    const uid = c.req.param('applicationUid') ?? '';
    const app = editable
      ? await fundingApplication(db, c.get('auth'), uid)
      : await ownedApplication(db, c.get('auth'), uid);
    if (app.applicationType !== 'IRA') {
      throw fail(
        400,
        'ApplicationTypeIsInvalid',
        'Only IRA applications have IRA funding.',
        'ApplicationType',
      );
    }
    return app;
  };
  const transfer = async (app: ApplicationRow) => {
    const f = await findIraFunding(db, app.uid);
    if (!f || f.iraFundingType !== IRA_FUNDING_TYPES.IRATransfer) throw NOT_TRANSFER();
    return f;
  };
  const status = (c: Context) => (c.req.method === 'POST' ? 201 : 200);

  const accountNumber = async (c: Context<AppEnv>) => {
    const app = await iraApp(c);
    const { AccountNumber } = parseOr400(
      iraAccountNumberRequest,
      await bodyAndQuery(c, { AccountNumber: ['accountNumber'] }),
    );
    await transfer(app);
    return c.json(
      toIraFunding(await updateIraFunding(db, app.uid, { accountNumber: AccountNumber }, pii), pii),
      status(c),
    );
  };

  return new Hono<AppEnv>()
    .on(['POST', 'PUT'], '/applications/:applicationUid/ira-application-fundings', async (c) => {
      const app = await iraApp(c);
      const input = await bodyAndQuery(c, {
        IRAFundingType: ['IRAFundingType', 'iRAFundingType', 'iraFundingType'],
      });
      const sessionId = fundingSessionIdOf(input);
      const parsed = iraFundingTypeRequest.safeParse(input);
      if (!parsed.success)
        throw fail(
          400,
          'FundingTypeIsNotDefined',
          'Choose how to fund your IRA.',
          'IRAFundingType',
        );
      const funding = await setIraFundingType(db, app.uid, parsed.data.IRAFundingType);
      await recordFundingSession(db, app.uid, sessionId);
      return c.json(toIraFunding(funding, pii), status(c));
    })
    .delete('/applications/:applicationUid/ira-application-fundings', async (c) => {
      const app = await iraApp(c);
      await deleteIraFunding(db, app.uid);
      return c.body(null, 204);
    })
    .on(
      ['POST', 'PUT'],
      '/applications/:applicationUid/ira-application-funding-amounts',
      async (c) => {
        const app = await iraApp(c);
        const { Amount, ContributionYear } = parseOr400(
          iraFundingAmountRequest,
          await readJsonBody(c),
        );
        const f = await findIraFunding(db, app.uid);
        if (!f)
          throw fail(
            400,
            'FundingTypeIsNotDefined',
            'Choose how to fund your IRA.',
            'IRAFundingType',
          );
        const errors: ApiErrorItem[] = [];
        const annual = f.iraFundingType === IRA_FUNDING_TYPES.AnnualContribution;
        const kind = annual
          ? 'AnnualContribution'
          : f.iraFundingType === IRA_FUNDING_TYPES.IRATransfer
            ? 'IRATransfer'
            : 'Rollover';
        const max = annual
          ? ((await findBrokerSettings(db, app.brokerCode))?.RegistrationContributionLimitAmount ??
            AMOUNT_MAX)
          : AMOUNT_MAX;
        if (!hasAtMostTwoDecimals(Amount))
          errors.push({
            Code: 'AmountIsInvalid',
            Message: 'fields.errors.validation.mustBeNumber',
            Context: 'Amount',
          });
        else if (Amount < AMOUNT_MIN)
          errors.push({
            Code: 'AmountIsBelowMinimum',
            Message: amountLimitMessage('min', AMOUNT_MIN, kind),
            Context: 'Amount',
          });
        else if (Amount > max)
          errors.push({
            Code: 'AmountIsAboveMaximum',
            Message: amountLimitMessage('max', max, kind),
            Context: 'Amount',
          });
        if (ContributionYear == null) {
          if (annual)
            errors.push({
              Code: 'ContributionYearIsNullOrEmpty',
              Message: 'ContributionYear is required.',
              Context: 'ContributionYear',
            });
        } else if (!contributionYears(now()).includes(ContributionYear)) {
          errors.push({
            Code: 'ContributionYearIsInvalid',
            Message: 'ContributionYear is invalid.',
            Context: 'ContributionYear',
          });
        }
        if (errors.length) throw new ApiError(400, errors);
        const row = await updateIraFunding(
          db,
          app.uid,
          {
            amount: Amount.toFixed(2),
            contributionYear: ContributionYear ?? null,
          },
          pii,
        );
        return c.json(toIraFunding(row, pii), status(c));
      },
    )
    .on(
      ['POST', 'PUT'],
      '/applications/:applicationUid/ira-transfers/transfer-types',
      async (c) => {
        const app = await iraApp(c);
        const { TransferType } = parseOr400(
          iraTransferTypeRequest,
          await bodyAndQuery(c, { TransferType: ['transferType', 'TransferType'] }),
        );
        await transfer(app);
        return c.json(
          toIraFunding(
            await updateIraFunding(db, app.uid, { transferType: TransferType }, pii),
            pii,
          ),
          status(c),
        );
      },
    )
    .on(
      ['POST', 'PUT'],
      '/applications/:applicationUid/ira-transfers/ira-account-types',
      async (c) => {
        const app = await iraApp(c);
        const { IRAAccountType } = parseOr400(
          iraAccountTypeRequest,
          await bodyAndQuery(c, {
            IRAAccountType: ['iRAAccountType', 'iraAccountType', 'IRAAccountType'],
          }),
        );
        await transfer(app);
        const allowed = app.accountType ? ALLOWED_SOURCES[app.accountType] : undefined;
        if (allowed && !allowed.includes(IRAAccountType)) {
          throw fail(
            400,
            'CustodianAccountTypeIsNotAllowed',
            `A ${IRAAccountType} IRA cannot be transferred into a ${app.accountType} IRA.`,
            'IRAAccountType',
          );
        }
        return c.json(
          toIraFunding(
            await updateIraFunding(db, app.uid, { custodianAccountType: IRAAccountType }, pii),
            pii,
          ),
          status(c),
        );
      },
    )
    .on(
      ['POST', 'PUT'],
      '/applications/:applicationUid/ira-transfers/payment-delivery-types',
      async (c) => {
        const app = await iraApp(c);
        const input = await bodyAndQuery(c, {
          PaymentDeliveryType: ['paymentDeliveryType', 'PaymentDeliveryType'],
        });
        const { PaymentDeliveryType } = parseOr400(iraPaymentDeliveryTypeRequest, input);
        await transfer(app);
        return c.json(
          toIraFunding(
            await updateIraFunding(db, app.uid, { paymentDeliveryType: PaymentDeliveryType }, pii),
            pii,
          ),
          status(c),
        );
      },
    )
    .on(
      ['POST', 'PUT'],
      '/applications/:applicationUid/ira-transfers/account-number',
      accountNumber,
    )
    .on(
      ['POST', 'PUT'],
      '/custodians/applications/:applicationUid/ira-transfers/account-numbers',
      accountNumber,
    )
    .get('/custodians', queryParams(custodiansQuery), async (c) => {
      const { search, take } = c.req.valid('query');
      return c.json(await searchCustodians(db, search, take));
    })
    .get('/custodians/applications/:applicationUid', queryParams(custodiansQuery), async (c) => {
      await iraApp(c, false);
      const { search, take } = c.req.valid('query');
      return c.json(await searchCustodians(db, search, take));
    })
    .on(['POST', 'PUT'], '/custodians/applications/:applicationUid', async (c) => {
      const app = await iraApp(c);
      const body = parseOr400(custodianChoiceRequest, await readJsonBody(c));
      await transfer(app);
      let chosen: Custodian;
      if (body.CustodianUid) {
        const found = isUuid(body.CustodianUid) ? await findCustodian(db, body.CustodianUid) : null;
        if (!found)
          throw fail(404, 'CustodianNotFound', 'Custodian was not found.', 'CustodianUid');
        chosen = found;
      } else {
        const errors: ApiErrorItem[] = [];
        const a = body.Address;
        if (a.CountryIso3Code && a.CountryIso3Code.toUpperCase() !== 'USA') {
          errors.push({
            Code: 'CountryIso3CodeIsInvalid',
            Message: 'The custodian must be in the USA.',
            Context: 'Address.CountryIso3Code',
          });
        }
        if (!(await isIraState(db, a.State)))
          errors.push({
            Code: 'StateIsInvalid',
            Message: 'State is invalid.',
            Context: 'Address.State',
          });
        if (!/^\d{5}(-\d{4})?$/.test(a.PostalCode)) {
          errors.push({
            Code: 'PostalCodeNotValid',
            Message: 'fields.errors.validation.postalCode',
            Context: 'Address.PostalCode',
          });
        }
        const digits = (s: string) => s.replace(/\D/g, '');
        const phone = digits(body.Phone.LocalNumber);
        // A manual custodian needs its own fax (doc 3 §5); only a directory entry may have none.
        const fax = digits(body.Fax?.LocalNumber ?? '');
        if (!isValidPhoneNumber(phone, 'US'))
          errors.push({
            Code: 'PhoneIsInvalid',
            Message: 'fields.errors.validation.custodianPhoneIsInvalid',
            Context: 'Phone',
          });
        if (!isValidPhoneNumber(fax, 'US'))
          errors.push({
            Code: 'FaxIsInvalid',
            Message: 'fields.errors.validation.custodianFaxIsInvalid',
            Context: 'Fax',
          });
        if (errors.length) throw new ApiError(400, errors);
        const national = (d: string) => (d.length === 11 && d.startsWith('1') ? d.slice(1) : d);
        chosen = {
          CustodianUid: null,
          Name: body.Name,
          Address: {
            Street: a.Street,
            AptOrSuite: a.AptOrSuite || null,
            City: a.City,
            State: a.State.toUpperCase(),
            PostalCode: a.PostalCode,
            CountryIso3Code: 'USA',
          },
          Phone: usPhone(national(phone)),
          Fax: usPhone(national(fax)),
        };
      }
      const set: Parameters<typeof updateIraFunding>[2] = { custodian: chosen };
      if (body.AccountNumber)
        set.accountNumber = parseOr400(iraAccountNumberRequest, {
          AccountNumber: body.AccountNumber,
        }).AccountNumber;
      return c.json(toIraFunding(await updateIraFunding(db, app.uid, set, pii), pii), status(c));
    });
}
