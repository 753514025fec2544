/**
 * The English catalogue covers every key the field rules, step tables and error codes use
 * (doc 1 §8, doc 2 §8, doc 3 §8), and t() interpolates with a visible fallback.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { individualSteps } from '../../machines/wizards/individual.steps';
import { hasKey, t } from '../../src/i18n/t';

const source = (p: string) => readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8');

describe('catalogue coverage', () => {
  it('has every validation key used by services/api/fields.ts and phone-fields.ts', () => {
    const keys = new Set<string>();
    for (const f of ['services/api/fields.ts', 'services/api/phone-fields.ts']) {
      const s = source(f);
      for (const m of s.matchAll(/\bk\('(\w+)'\)/g)) keys.add(`fields.errors.validation.${m[1]}`);
      for (const m of s.matchAll(/\$\{V\}(\w+)/g)) keys.add(`fields.errors.validation.${m[1]}`);
      for (const m of s.matchAll(/'(validationSchema\.[\w.]+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((k) => !hasKey(k))).toEqual([]);
  });

  it('has every client message key the spec lists (doc 2 §8, doc 3 §8)', () => {
    const doc2 =
      'invalidCharacters firstName lastName firstNameMaxLength middleNameMaxLength lastNameMaxLength month minMonth maxMonth year minYear maxYear day minDay maxDay dateOfBirth dateOfBirthSecondary dateOfBirthUtma dateOfBirthUtmaCustodian countryRequired ssnRequired ssnNotValid ssnDigits einRequired einNotValid einDigits einValidation idTypeRequired idNumberRequired idNumberMaxLength stateRequired issuedByRequired issueDateInvalid expiryDateInvalid personPhone personPhoneMaxLength personPhoneIsInvalid personPhoneNotUSA businessName businessNameMax trustName trustNameMax streetAddress streetAddressMaxLength city cityMaxLength postalCode employmentStatus occupationCategory priorOccupationCategory occupation priorOccupation sourceOfIncome employerName employerNameMaxLength employerStreet employerStreetMaxLength employerCity employerCityMaxLength employerPostalCode employerStateRequired personalGoal otherSource';
    const doc3 =
      'mustBeNumber greaterThanZero minAmount maxAmount amount depositAmount custodianName accountNumber custodianPhone custodianFax custodian custodianPhoneIsInvalid custodianFaxIsInvalid iraType';
    const missing = `${doc2} ${doc3}`
      .split(' ')
      .map((k) => `fields.errors.validation.${k}`)
      .filter((k) => !hasKey(k));
    expect(missing).toEqual([]);
    for (const k of [
      'validationSchema.general.phoneNumberNotValid',
      'secureAccountTrustEinQuestion',
      'missingInfo.bannerText',
      'secureAddressEnter.notFound',
      'videos.genericPlaybackError',
      'pageNotFound',
      'pageNotFoundError',
      'errorPageTitle',
      'errorPageText',
      'iraCustodian.findCustodian.noCustodian',
    ]) {
      expect(hasKey(k), k).toBe(true);
    }
  });

  it('uses the spec wordings where the spec gives them', () => {
    expect(t('apiErrors.EmailNotValid')).toBe('Email address is invalid.');
    expect(t('apiErrors.InvalidCredentials')).toBe(
      'An incorrect password has been entered for the selected username. Please try again.',
    );
    expect(t('apiErrors.WizardValidation_MissingAgreementConsent')).toBe(
      'Application is not submitted. Agreement Consent is not set.',
    );
    expect(t('apiErrors.GiftStateNotSupported')).toBe(
      'An UTMA in this state/territory is not yet supported.',
    );
    expect(t('apiErrors.DocumentUploadError')).toBe('Image quality is too low. Please try again.');
    expect(t('apiErrors.StreetIsInvalidLength')).toBe('Max length is 50 characters');
    expect(t('fields.errors.validation.invalidCharacters')).toBe(
      'You cannot enter invalid characters.',
    );
    expect(t('videos.genericPlaybackError')).toBe('Video playback error!');
    expect(t('login.noEmailFirst')).toBe('You must enter your email address first.');
  });

  it('has an apiErrors entry for every code of the spec catalogues', () => {
    const codes =
      'EmailAddressIsInvalid EmailNotValid InvalidToken ApplicationAlreadyCreated Authentication InvalidParameters NetworkError InternalServerError UsernameAlreadyExists UserAlreadyExists Error_BrokerNotFound Error_AccountNotFound Error_PermissionDenied Users_OldPasswordNotMatching securityQuestionWrong wrongUsernameOrPassword WrongCredentials InvalidCredentials WizardValidation_UserNotFound UsernameDoesNotExist TokenHasExpired TokenDoesNotMatch WizardValidation_TokenDoesNotMatch UserNotFound InvalidRecaptchaToken GiftStateNotSupported UserCanNotLogInOrRegister InvalidCredentialsBasicAccount ApplicationInvitationAlreadyAccepted InvalidApplicationToken PostalCodeNotValid EmployerZipCodeIsNotValid PasswordIsInvalid WizardValidation_MissingAgreementConsent InvalidApplicationUid ApplicationIsCompleted FundingTypeIsNotDefined FundingAlreadySubmited WizardValidation_InvalidApplicationStepType Order_InsufficientFunds Order_AchDepositMinLimit Order_AchDepositMaxLimit Order_AutomaticFundingNotEnabled StatementNotFound InvoiceNotFound 1099DocumentNotFound BankNotFound RoutingNumberInvalid InvalidABARoutingNumber ThereArePendingACHDepositRequests ExistingBankAccountIsPendingVerification Prevented RejectedOrExpired NotYetApproved Locked Invited Inactive TradecoreExecutionError SomethingWentWrong CustodianAccountTypeIsNotAllowed TrackingDetailsModelIsNull PhoneModel_Iso3CountryCodeIsInvalid PhoneNumberIsTooShort PhoneNumberIsTooLong PhoneNumberIsInvalid PhoneNumberIsInvalidLength AreaCodeIsNullOrEmpty LocalNumberIsNullOrEmpty PhoneNotValid RequestError DocumentUploadError KYCError CaptureError DocumentVerificationError OFACError StreetIsNullOrEmpty StreetIsInvalidLength CityIsNullOrEmpty CityIsInvalidLength CountryIso3CodeIsNullOrEmpty CountryIso3CodeIsInvalidLength CountryIso3CodeIsInvalid PostalCodeIsNullOrEmpty PostalCodeIsInvalidLength PostalCodeIsInvalid StateIsNullOrEmpty StateIsInvalidLength InvaildDocument UnsupportedDocumentUploadMediaType IdentificationTypeIsInvalid IDNumberIsInvalid IDNumberIsNull IDIssueDateIsInvalid IDIssueDateIsNull IDExpirationDateIsInvalid IDExpirationDateIsNull IssuedByCountryIsInvalid IssuedByCountryIsNull IssuedByStateIsInvalid IssuedByStateIsNull UnnecessaryDataProvided AccountPurposeTypeIsNull AccountPurposeTypeIsInvalid InitialFundingSourceTypesIsNull InitialFundingSourceTypesNoneSelected InitialFundingSourceTypesIsInvalid InitialFundingSourceTypesOtherDetailsMissing InitialFundingSourceTypesOtherDetailsNotNeeded OngoingFundingSourceTypesIsNull OngoingFundingSourceTypesNoneSelected OngoingFundingSourceTypesIsInvalid OngoingFundingSourceTypesOtherDetailsMissing OngoingFundingSourceTypesOtherDetailsNotNeeded EmploymentStatusTypeIsNull OccupationCategoryIsNull OccupationCategoryIsInvalid PriorOccupationCategoryIsNull PriorOccupationCategoryIsInvalid OccupationIsNull OccupationIsInvalid PriorOccupationIsNull PriorOccupationIsInvalid EmployerNameIsNull IncomeSourceTypeIsNull IncomeSourceTypeIsInvalid EmployerAddressLineIsNull EmployerAddressLineIsInvalidLength EmployerCityIsNull EmployerCityIsInvalidLength EmployerStateIsNull EmployerStateIsInvalidLength EmployerStateIsInvalid EmployerZipCodeIsNull EmployerZipCodeIsInvalidLength LegalEntityNameInvalidLength Order_UnsupportedIRATrusteeType';
    expect(codes.split(' ').filter((c) => !hasKey(`apiErrors.${c}`))).toEqual([]);
  });

  it('has a page title for every step of the Individual table', () => {
    expect(individualSteps.map((s) => s.titleKey).filter((k) => !hasKey(k))).toEqual([]);
  });
});

describe('t()', () => {
  it('interpolates {{vars}} and leaves unknown placeholders visible', () => {
    expect(t('shell.copyright', { year: 2026, brokerName: 'Acme' })).toBe(
      '© 2026 Acme. All rights reserved.',
    );
    expect(t('shell.copyright', { year: 2026 })).toBe(
      '© 2026 {{brokerName}}. All rights reserved.',
    );
  });

  it('returns a missing key itself, or the defaultValue when one is given', () => {
    expect(t('nope.missing')).toBe('nope.missing');
    expect(t('apiErrors.Unknown', { defaultValue: 'Server text' })).toBe('Server text');
  });
});
