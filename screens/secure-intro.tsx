/**
 * Secure account intro — SECURE_ACCOUNT '/secure' (also /business/secure, /aip/secure; doc 2 §2.4):
 * what the applicant will need for their account type, and 'Secure my account' (`wizard.submit`
 * with no values).
 *
 * The list (`secureNeeds`): the basics (name, phone, date of birth, citizenship, home address) and
 * the items that apply 'if in US' (the SSN); EIN information for business and trust accounts (the
 * entity's EIN) and for UTMA accounts (the minor's SSN, the account's tax ID — decision: the UTMA
 * flow asks no EIN); the entity's name, type and address for a business and the trust's name for a
 * trust; the government ID and employment details of an IRA's customer due diligence (doc 2 §2.2
 * "IRA") and the business name of a SEP or SIMPLE IRA; a note about the second owner for joint
 * accounts.
 *
 * The SSN explainer video (doc 2 §2.4, `data.video`, issue 35 item 6): its link under the list
 * and its modal, as on the SSN step (screens/parts/ssn-video.tsx).
 *
 * data: { applicationType?, accountType?, video } ('Individual' | 'Corporate' | 'IRA' | 'JointTenants' |
 * 'UTMA'; 'Trust', 'SEP', 'SIMPLE', …) — absent: the basics only.
 */
import { Button } from '../src/ui/button';
import type { ReactNode } from 'react';
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import {
  IconBank,
  IconCalendar,
  IconCheckDoc,
  IconGlobe,
  IconHome,
  IconId,
  IconLock,
  IconPhone,
  IconShield,
  IconUser,
} from '../src/ui/icons';
import { FormError, InfoBox, ScreenHeader } from '../src/ui/parts';
import { accountTypeOf, applicationTypeOf } from './person-copy';
import type { ScreenProps } from './screen-props';
import { SsnVideoLink, SsnVideoModal } from './parts/ssn-video';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('person');

type Need = [key: string, icon: ReactNode];

const BASICS: Need[] = [
  ['secureIntro.itemName', <IconUser key="u" />],
  ['secureIntro.itemPhone', <IconPhone key="p" />],
  ['secureIntro.itemDob', <IconCalendar key="c" />],
  ['secureIntro.itemCitizenship', <IconGlobe key="g" />],
  ['secureIntro.itemSsnUs', <IconId key="i" />],
  ['secureIntro.itemAddress', <IconHome key="h" />],
];

/**
 * What the secure intro lists for an account type (doc 2 §2.4): i18n keys with their icons, in the
 * order the wizard asks for them (doc 2 §2.2: a business's or trust's entity first, an IRA
 * business's name first, the UTMA minor after the custodian), and whether the joint note shows.
 */
export function secureNeeds(
  applicationType: string | null,
  accountType: string | null,
): { items: Need[]; jointNote: boolean } {
  switch (applicationType) {
    case 'Corporate':
      return accountType === 'Trust'
        ? {
            items: [
              ['secureNeeds.itemTrust', <IconBank key="t" />],
              ['secureNeeds.itemTrustEin', <IconId key="te" />],
              ...BASICS,
            ],
            jointNote: false,
          }
        : {
            items: [
              ['secureNeeds.itemBusiness', <IconBank key="b" />],
              ['secureNeeds.itemBusinessEin', <IconId key="be" />],
              ...BASICS,
            ],
            jointNote: false,
          };
    case 'IRA': {
      const business: Need[] =
        accountType === 'SEP' || accountType === 'SIMPLE'
          ? [['secureNeeds.itemIraBusiness', <IconBank key="ib" />]]
          : [];
      return {
        items: [
          ...business,
          ...BASICS,
          ['secureNeeds.itemIraId', <IconId key="id" />],
          ['secureNeeds.itemIraEmployment', <IconCheckDoc key="em" />],
        ],
        jointNote: false,
      };
    }
    case 'UTMA':
      return {
        items: [
          ...BASICS,
          ['secureNeeds.itemMinor', <IconUser key="m" />],
          ['secureNeeds.itemMinorTaxId', <IconId key="mt" />],
        ],
        jointNote: false,
      };
    case 'JointTenants':
      return { items: BASICS, jointNote: true };
    default:
      return { items: BASICS, jointNote: false };
  }
}

export default function SecureIntro({ view, send }: ScreenProps) {
  const needs = secureNeeds(applicationTypeOf(view), accountTypeOf(view));
  const video = dataOf(view, 'secureIntro').video;
  return (
    <>
      <ScreenHeader
        icon={<IconShield />}
        title={t('secureIntro.title')}
        subtitle={t('secureIntro.subtitle')}
      />
      <ul className="w-needs">
        {needs.items.map(([key, icon]) => (
          <li key={key}>
            <span className="w-needs__icon">{icon}</span>
            {t(key)}
          </li>
        ))}
      </ul>
      {needs.jointNote ? (
        <div className="w-gap-bottom">
          <InfoBox title={t('secureNeeds.jointNoteTitle')} icon={<IconUser />}>
            {t('secureNeeds.jointNote')}
          </InfoBox>
        </div>
      ) : null}
      <p className="w-note w-note--block">
        <IconLock width={16} height={16} />
        {t('secureIntro.privacy')}
      </p>
      <SsnVideoLink video={video} send={send} />
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
      <SsnVideoModal video={video} view={view} send={send} />
    </>
  );
}
