/**
 * Login — LOGIN_PATH '/login' (doc 1 §2.5): a dropdown of the usernames known for the e-mail
 * (first preselected), the password with show/hide, 'Forgot password' and 'Get started'.
 * A login error shows under the username field (`fieldErrors.Username`); the no-username case of
 * 'Forgot password' is the 'forgotPasswordNoUser' modal; reset errors use the 'error' modal.
 *
 * data: { usernames: string[] }. initial: { Username? }.
 */
import '../src/ui/select-styles';
import { useInputControl } from '@conform-to/react';
import { Select } from '@mantine/core';
import { loginForm } from '../machines/view/specs/entry';
import { t } from '../src/i18n/t';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, LinkButton, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { MessageModal } from '../src/ui/message-modal';
import { PasswordField } from '../src/ui/password-field';
import type { ScreenProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

export default function Login({ view, shell, send }: ScreenProps) {
  const usernames = [...(dataOf(view, 'login').usernames ?? [])];
  const [form, fields] = useStepForm(loginForm, view, send, {
    defaultValue: { ...view.initial, Username: view.initial.Username ?? usernames[0] },
  });
  const username = useInputControl(fields.Username);
  return (
    <>
      <ScreenHeader title={t('login.title')} subtitle={t('login.subtitle')} />
      <form {...formProps(form)} className="w-form">
        <Select
          id={fields.Username.id}
          label={t('login.usernameLabel')}
          data={usernames}
          value={typeof username.value === 'string' ? username.value : null}
          onChange={(v) => username.change(v ?? '')}
          onFocus={username.focus}
          onBlur={username.blur}
          allowDeselect={false}
          checkIconPosition="right"
          // The sign-in identifier, so password managers pair it with the current password.
          autoComplete="username"
          error={fieldError(fields.Username, view, 'Username')}
        />
        <PasswordField
          key={fields.Password.key}
          {...inputProps(fields.Password)}
          label={t('login.passwordLabel')}
          autoComplete="current-password"
          maxLength={49}
          error={fieldError(fields.Password, view, 'Password')}
        />
        <div className="w-inline-end">
          <LinkButton
            onClick={() =>
              send({
                type: 'login.forgotPassword',
                username:
                  typeof username.value === 'string' && username.value ? username.value : null,
              })
            }
          >
            {t('login.forgotPassword')}
          </LinkButton>
        </div>
        <FormError message={view.modal !== 'error' ? tr(view, view.formError) : null} />
        <SubmitRow label={t('login.submit')} busy={view.busy} />
      </form>
      <p className="w-alt">
        {t('login.newHere', { brokerName: shell.brokerName })}{' '}
        <LinkButton onClick={() => send({ type: 'login.getStarted' })}>
          {t('login.getStarted')}
        </LinkButton>
      </p>
      {view.modal === 'forgotPasswordNoUser' || view.modal === 'error' ? (
        <MessageModal
          title={t('modals.errorTitle')}
          message={
            view.modal === 'forgotPasswordNoUser'
              ? t('login.noEmailFirst')
              : tr(view, view.formError ?? 'common.somethingWentWrong')
          }
          onClose={() => send({ type: 'error.dismiss' })}
        />
      ) : null}
    </>
  );
}
