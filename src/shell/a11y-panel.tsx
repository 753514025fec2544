/**
 * The accessibility assistant's panel (doc 1 §2.3; src/shell/a11y-prefs.ts): a dialog with the
 * text size (a radio group), high contrast and reduced motion (checkboxes), 'Reset' and 'Done',
 * and the broker's accessibility statement. Changes apply at once. Loaded on demand.
 */
import '../ui/modal-styles';
import { Modal } from '@mantine/core';
import { Button } from '../ui/button';
import { t } from '../i18n/t';
import { LinkButton } from '../ui/parts';
import { DEFAULT_PREFS, setPanelOpen, setPrefs, useA11y } from './a11y-prefs';
import { withHttps } from '../../services/api/urls';

const SIZES = [
  { value: 0, key: 'a11y.textNormal' },
  { value: 1, key: 'a11y.textLarge' },
  { value: 2, key: 'a11y.textLarger' },
] as const;

export default function A11yPanel({ statementUrl }: { statementUrl: string }) {
  const { prefs } = useA11y();
  const close = () => setPanelOpen(false);
  return (
    <Modal opened onClose={close} title={t('a11y.title')} centered radius="md">
      <p className="w-modal-text">{t('a11y.intro')}</p>
      <fieldset className="w-a11y__group">
        <legend>{t('a11y.textSize')}</legend>
        <div className="w-a11y__sizes">
          {SIZES.map((s) => (
            <label key={s.value} className="w-a11y__size">
              <input
                type="radio"
                name="a11y-text"
                checked={prefs.text === s.value}
                onChange={() => setPrefs({ text: s.value })}
              />
              <span>{t(s.key)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="w-a11y__check">
        <input
          type="checkbox"
          checked={prefs.contrast}
          onChange={(e) => setPrefs({ contrast: e.currentTarget.checked })}
        />
        <span>
          {t('a11y.contrast')}
          <small>{t('a11y.contrastHint')}</small>
        </span>
      </label>
      <label className="w-a11y__check">
        <input
          type="checkbox"
          checked={prefs.reduceMotion}
          onChange={(e) => setPrefs({ reduceMotion: e.currentTarget.checked })}
        />
        <span>
          {t('a11y.motion')}
          <small>{t('a11y.motionHint')}</small>
        </span>
      </label>
      <div className="w-modal-actions">
        <Button onClick={close}>{t('a11y.close')}</Button>
        <LinkButton onClick={() => setPrefs(DEFAULT_PREFS)}>{t('a11y.reset')}</LinkButton>
      </div>
      {statementUrl ? (
        <p className="w-modal-note">
          <a href={withHttps(statementUrl)} target="_blank" rel="noopener noreferrer">
            {t('a11y.statement')}
          </a>
        </p>
      ) : null}
    </Modal>
  );
}
