/**
 * Secure account intro — SECURE_ACCOUNT '/secure' (doc 2 §2.4): what the applicant will need
 * (the basics; the SSN 'if in US'), and 'Secure my account' (`wizard.submit` with no values).
 */
import { Button } from '../src/ui/button';
import type { ReactNode } from 'react';
import { t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconCalendar, IconGlobe, IconHome, IconId, IconLock, IconPhone, IconShield, IconUser } from '../src/ui/icons';
import { FormError, ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

const ITEMS: [string, ReactNode][] = [
  ['secureIntro.itemName', <IconUser key="u" />],
  ['secureIntro.itemPhone', <IconPhone key="p" />],
  ['secureIntro.itemDob', <IconCalendar key="c" />],
  ['secureIntro.itemCitizenship', <IconGlobe key="g" />],
  ['secureIntro.itemSsnUs', <IconId key="i" />],
  ['secureIntro.itemAddress', <IconHome key="h" />],
];

export default function SecureIntro({ view, send }: ScreenProps) {
  return (
    <>
      <ScreenHeader icon={<IconShield />} title={t('secureIntro.title')} subtitle={t('secureIntro.subtitle')} />
      <ul className="w-needs">
        {ITEMS.map(([key, icon]) => (
          <li key={key}>
            <span className="w-needs__icon">{icon}</span>
            {t(key)}
          </li>
        ))}
      </ul>
      <p className="w-note w-note--block">
        <IconLock width={16} height={16} />
        {t('secureIntro.privacy')}
      </p>
      <FormError message={tr(view, view.formError)} />
      <div className="w-actions">
        <Button
          className="w-actions__primary"
          loading={view.busy}
          onClick={() => send({ type: 'wizard.submit', values: {} })}
        >
          {t('secureIntro.submit')}
        </Button>
        <span className="w-note">{t('secureIntro.time')}</span>
      </div>
    </>
  );
}
