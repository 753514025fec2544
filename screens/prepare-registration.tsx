/**
 * PREPARE_REGISTRATION '/prepare-registration' (doc 1 §2.10 'start assisted registration'): the
 * sales agent looks the customer up by e-mail; the copy offers 'Finish and send invitation' (on
 * the review) or 'Save & close' (the banner). Submit sends `wizard.submit {CustomerEmail}`; the
 * machine exchanges the agent's token for the customer's session (machines/entry/assisted.states.ts).
 * Server errors: UserCanNotLogInOrRegister / EmailAddressIsInvalid under the field (Context
 * 'CustomerEmail'), InvalidApplicationToken (the agent's token) under the form.
 *
 * initial: { CustomerEmail }.
 */
import { TextInput } from '@mantine/core';
import { prepareRegistrationForm } from '../machines/view/specs/entry';
import { t } from '../src/i18n/t';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, InfoBox, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

export default function PrepareRegistration({ view, send }: ScreenProps) {
  const [form, fields] = useStepForm(prepareRegistrationForm, view, send);
  return (
    <>
      <ScreenHeader title={t('sales.prepareTitle')} subtitle={t('sales.prepareSubtitle')} />
      <form {...formProps(form)} className="w-form">
        <TextInput
          key={fields.CustomerEmail.key}
          {...inputProps(fields.CustomerEmail)}
          type="email"
          label={t('sales.customerEmailLabel')}
          autoComplete="off"
          maxLength={50}
          error={fieldError(fields.CustomerEmail, view, 'CustomerEmail')}
        />
        <InfoBox>{t('sales.prepareText')}</InfoBox>
        <FormError message={tr(view, view.formError)} />
        <SubmitRow label={t('sales.prepareSubmit')} busy={view.busy} />
      </form>
    </>
  );
}
