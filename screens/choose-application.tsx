/**
 * Choice of account kind — CREATE_APPLICATION / CHOOSE_APPLICATION and their subpaths
 * (doc 1 §2.8). One screen per level (`data.level`): MAIN (Standard; tax advantaged: Retirement,
 * Gift/UTMA), STANDARD (Me, Joint, Trust, Business), RETIREMENT (Me, Business), PERSONAL
 * (Traditional, Roth), BUSINESS (SIMPLE, SEP), UTMA (Custodian, Trustee), each card with the
 * bullet texts of doc 1 §2.8. A card sends `{ type: 'choice.select', choice }` with the values
 * of screen-contract.ts CHOOSE_CHOICES.
 *
 * data: { level, upgrade?, current? }.
 */
import type { ReactNode } from 'react';
import type { ChooseChoice, ChooseLevel } from '../machines/screen-contract';
import { t, tList } from '../src/i18n/t';
import { IconBank, IconHome, IconShield, IconUser } from '../src/ui/icons';
import { tr } from '../src/ui/form';
import { ChoiceCard, FormError, ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

const P = 'chooseApplication.';

interface Card {
  choice: ChooseChoice;
  /** Catalogue stem: `${P}${key}Title` and `${P}${key}Bullets`. */
  key: string;
  icon?: ReactNode;
}

interface Level {
  titleKey: string;
  subtitleKey: string;
  groups: { labelKey?: string; cards: Card[] }[];
}

const LEVELS: Record<ChooseLevel, Level> = {
  MAIN: {
    titleKey: `${P}mainTitle`,
    subtitleKey: `${P}mainSubtitle`,
    groups: [
      {
        labelKey: `${P}sectionStandard`,
        cards: [{ choice: 'STANDARD', key: 'standard', icon: <IconUser /> }],
      },
      {
        labelKey: `${P}sectionTaxAdvantaged`,
        cards: [
          { choice: 'RETIREMENT', key: 'retirement', icon: <IconShield /> },
          { choice: 'UTMA', key: 'utma', icon: <IconHome /> },
        ],
      },
    ],
  },
  STANDARD: {
    titleKey: `${P}standardLevelTitle`,
    subtitleKey: `${P}standardLevelSubtitle`,
    groups: [
      {
        cards: [
          { choice: 'Individual', key: 'me', icon: <IconUser /> },
          { choice: 'JointTenants', key: 'joint', icon: <IconUser /> },
          { choice: 'Trust', key: 'trust', icon: <IconShield /> },
          { choice: 'Corporate', key: 'business', icon: <IconBank /> },
        ],
      },
    ],
  },
  RETIREMENT: {
    titleKey: `${P}retirementLevelTitle`,
    subtitleKey: `${P}retirementLevelSubtitle`,
    groups: [
      {
        cards: [
          { choice: 'PERSONAL', key: 'retirementMe', icon: <IconUser /> },
          { choice: 'BUSINESS', key: 'retirementBusiness', icon: <IconBank /> },
        ],
      },
    ],
  },
  PERSONAL: {
    titleKey: `${P}personalLevelTitle`,
    subtitleKey: `${P}personalLevelSubtitle`,
    groups: [
      {
        cards: [
          { choice: 'Traditional', key: 'traditional' },
          { choice: 'Roth', key: 'roth' },
        ],
      },
    ],
  },
  BUSINESS: {
    titleKey: `${P}businessLevelTitle`,
    subtitleKey: `${P}businessLevelSubtitle`,
    groups: [
      {
        cards: [
          { choice: 'SIMPLE', key: 'simple' },
          { choice: 'SEP', key: 'sep' },
        ],
      },
    ],
  },
  UTMA: {
    titleKey: `${P}utmaLevelTitle`,
    subtitleKey: `${P}utmaLevelSubtitle`,
    groups: [
      {
        cards: [
          { choice: 'Custodian', key: 'custodian', icon: <IconUser /> },
          { choice: 'Trustee', key: 'trustee', icon: <IconShield /> },
        ],
      },
    ],
  },
};

/** Level names as the machine's choice table may spell them. */
const ALIASES: Record<string, ChooseLevel> = {
  main: 'MAIN',
  standard: 'STANDARD',
  retirement: 'RETIREMENT',
  retirementPersonal: 'PERSONAL',
  retirementBusiness: 'BUSINESS',
  utma: 'UTMA',
};

export default function ChooseApplication({ view, send }: ScreenProps) {
  const raw = String(view.data.level ?? 'MAIN');
  const level: ChooseLevel = raw in LEVELS ? (raw as ChooseLevel) : (ALIASES[raw] ?? 'MAIN');
  const def = LEVELS[level];
  const upgrade = view.data.upgrade === true;
  const current = typeof view.data.current === 'string' ? view.data.current : null;
  const twoUp =
    def.groups.length === 1 && def.groups[0].cards.length === 2 && !def.groups[0].cards[0].icon;
  return (
    <>
      <ScreenHeader
        title={t(level === 'MAIN' && upgrade ? `${P}upgradeTitle` : def.titleKey)}
        subtitle={t(def.subtitleKey)}
      />
      {def.groups.map((g, gi) => (
        <section key={gi} aria-labelledby={g.labelKey ? `choice-section-${gi}` : undefined}>
          {g.labelKey ? (
            <h2 id={`choice-section-${gi}`} className="w-section-label">
              {t(g.labelKey)}
            </h2>
          ) : null}
          <div className={twoUp ? 'w-choices w-choices--2' : 'w-choices'}>
            {g.cards.map((c) => (
              <ChoiceCard
                key={c.choice}
                title={t(`${P}${c.key}Title`)}
                bullets={tList(`${P}${c.key}Bullets`)}
                icon={c.icon}
                badge={current === c.choice ? t(`${P}current`) : undefined}
                current={current === c.choice}
                busy={view.busy}
                onSelect={() => send({ type: 'choice.select', choice: c.choice })}
              />
            ))}
          </div>
        </section>
      ))}
      {/* A refused choice (its save or the application's creation) comes back to MAIN with its error. */}
      <FormError message={tr(view, view.formError)} />
    </>
  );
}
