/**
 * The sandbox link widget (docs/sandbox.md "Bank link"): a stand-in for the bank-linking
 * provider's widget when the link token is a sandbox one ('link-sandbox-…'). The user picks one of
 * the sandbox institutions, then one or more of its accounts (name and last 4 digits); Continue
 * calls `onSuccess('public-sandbox-<institution id>', {institution: {name}, accounts: [{id, name,
 * mask}]})` and closing calls `onExit(null)` — react-plaid-link's callback shapes. The picks are
 * the widget's own state (as inside a third-party widget); nothing leaves it before Continue.
 *
 * Accessible: a Mantine Modal (focus trap, Escape closes, labelled by its title), the institutions
 * as a radio group and the accounts as a checkbox group, each a fieldset with a legend.
 */
import '../modal-styles';
import '../option-list.css';
import './bank-link.css';
import { Modal } from '@mantine/core';
import { useId, useState } from 'react';
import { registerTexts, t } from '../../i18n/t';
import { Button } from '../button';
import { IconBank, IconLock } from '../icons';
import { SANDBOX_INSTITUTION_LIST, sandboxPublicToken } from './sandbox-institutions';
import type { LinkOnExit, LinkOnSuccess } from './types';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('bankLink');

export function SandboxLink(props: {
  opened: boolean;
  brokerName: string;
  onSuccess: LinkOnSuccess;
  onExit: LinkOnExit;
}) {
  const uid = useId();
  const [institutionId, setInstitutionId] = useState<string | null>(null);
  const [accountIds, setAccountIds] = useState<string[]>([]);
  const institution = SANDBOX_INSTITUTION_LIST.find((i) => i.id === institutionId) ?? null;

  const pickInstitution = (id: string) => {
    setInstitutionId(id);
    const first = SANDBOX_INSTITUTION_LIST.find((i) => i.id === id)?.accounts[0];
    setAccountIds(first ? [first.id] : []);
  };
  const toggleAccount = (id: string, on: boolean) =>
    setAccountIds((ids) =>
      on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id),
    );

  const submit = () => {
    if (!institution || accountIds.length === 0) return;
    // The chosen accounts in the institution's order (the first funds the deposit, doc 3 §7).
    const accounts = institution.accounts
      .filter((a) => accountIds.includes(a.id))
      .map((a) => ({ id: a.id, name: a.name, mask: a.mask }));
    props.onSuccess(sandboxPublicToken(institution.id), {
      institution: { name: institution.name, institution_id: institution.id },
      accounts,
    });
  };

  return (
    <Modal
      opened={props.opened}
      onClose={() => props.onExit(null)}
      title={
        <span className="w-banklink__title">
          <IconBank width={20} height={20} aria-hidden="true" />
          {t('bankLink.sandboxTitle')}
          <span className="w-badge">{t('bankLink.sandboxBadge')}</span>
        </span>
      }
      centered
      radius="md"
      size="md"
    >
      <p className="w-modal-text">{t('bankLink.sandboxIntro')}</p>
      <form
        className="w-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="w-fieldset w-opts">
          <legend className="w-opts__legend">{t('bankLink.institutionLegend')}</legend>
          <div className="w-opts__list">
            {SANDBOX_INSTITUTION_LIST.map((i) => (
              <div className="w-opts__item" key={i.id}>
                <label className="w-opt">
                  <input
                    className="w-opt__input"
                    type="radio"
                    name={`${uid}-institution`}
                    value={i.id}
                    checked={institutionId === i.id}
                    onChange={() => pickInstitution(i.id)}
                  />
                  <span className="w-opt__mark w-opt__mark--radio" aria-hidden="true" />
                  <span className="w-opt__label">{i.name}</span>
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        {institution ? (
          <fieldset className="w-fieldset w-opts" aria-describedby={`${uid}-hint`}>
            <legend className="w-opts__legend">{t('bankLink.accountsLegend')}</legend>
            <p className="w-opts__hint" id={`${uid}-hint`}>
              {t('bankLink.accountsHint')}
            </p>
            <div className="w-opts__list">
              {institution.accounts.map((a) => (
                <div className="w-opts__item" key={a.id}>
                  <label className="w-opt">
                    <input
                      className="w-opt__input"
                      type="checkbox"
                      name={`${uid}-account`}
                      value={a.id}
                      checked={accountIds.includes(a.id)}
                      onChange={(e) => toggleAccount(a.id, e.currentTarget.checked)}
                    />
                    <span className="w-opt__mark w-opt__mark--checkbox" aria-hidden="true" />
                    <span className="w-opt__label">
                      {t('bankLink.accountLabel', { name: a.name, mask: a.mask })}
                      <span className="w-note w-banklink__sub">
                        {t('bankLink.accountType', { type: a.subtype, mask: a.mask })}
                      </span>
                    </span>
                  </label>
                </div>
              ))}
            </div>
            {accountIds.length === 0 ? (
              <p className="w-field-error w-opts__error" role="alert">
                {t('bankLink.pickAccount')}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <p className="w-note">
          <IconLock width={14} height={14} aria-hidden="true" />{' '}
          {t('bankLink.secureNote', { brokerName: props.brokerName })}
        </p>
        <div className="w-modal-actions w-modal-actions--end">
          <Button variant="default" onClick={() => props.onExit(null)}>
            {t('bankLink.cancel')}
          </Button>
          <Button type="submit" disabled={!institution || accountIds.length === 0}>
            {t('bankLink.continue')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
