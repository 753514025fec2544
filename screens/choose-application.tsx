/**
 * Choice of account kind — CREATE_APPLICATION / CHOOSE_APPLICATION and their subpaths
 * (doc 1 §2.8). Renders `data.options` (machines/choices.ts CHOICE_LEVELS: MAIN with a Standard
 * and a 'tax advantaged' section; STANDARD Me / Joint / Trust / Business; RETIREMENT Me /
 * Business; PERSONAL Traditional / Roth; BUSINESS SIMPLE / SEP; UTMA Custodian / Trustee), each
 * a card with its bullet texts. A card sends `{ type: 'choice.select', choice }`.
 *
 * data: { level, options, upgrade?, current? }.
 */
import type { ReactNode } from 'react';
import type { ChoiceLevel, ChoiceOption } from '../machines/choices';
import { t, tList } from '../src/i18n/t';
import { IconBank, IconHome, IconShield, IconUser } from '../src/ui/icons';
import { ChoiceCard, ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

const P = 'chooseApplication.';

/** The screen heading per level (the page title comes from the route table). */
const HEADINGS: Record<ChoiceLevel, [string, string]> = {
  main: [`${P}mainTitle`, `${P}mainSubtitle`],
  standard: [`${P}standardLevelTitle`, `${P}standardLevelSubtitle`],
  retirement: [`${P}retirementLevelTitle`, `${P}retirementLevelSubtitle`],
  retirementPersonal: [`${P}personalLevelTitle`, `${P}personalLevelSubtitle`],
  retirementBusiness: [`${P}businessLevelTitle`, `${P}businessLevelSubtitle`],
  utma: [`${P}utmaLevelTitle`, `${P}utmaLevelSubtitle`],
};

const ICONS: Record<string, ReactNode> = {
  standard: <IconUser />,
  retirement: <IconShield />,
  gift: <IconHome />,
  me: <IconUser />,
  joint: <IconUser />,
  trust: <IconShield />,
  business: <IconBank />,
  custodian: <IconUser />,
  trustee: <IconShield />,
};

const SECTION_LABELS: Record<string, string> = {
  standard: `${P}sectionStandard`,
  taxAdvantaged: `${P}sectionTaxAdvantaged`,
};

export default function ChooseApplication({ view, send }: ScreenProps) {
  const level = ((view.data.level as ChoiceLevel | undefined) ?? 'main') as ChoiceLevel;
  const options = Array.isArray(view.data.options) ? (view.data.options as ChoiceOption[]) : [];
  const upgrade = view.data.upgrade === true;
  const current = typeof view.data.current === 'string' ? view.data.current : null;
  const [titleKey, subtitleKey] = HEADINGS[level] ?? HEADINGS.main;

  // Group by section, keeping the table's order (MAIN: Standard, then tax advantaged).
  const groups: { section: string | null; options: ChoiceOption[] }[] = [];
  for (const o of options) {
    const section = o.section ?? null;
    const last = groups[groups.length - 1];
    if (last && last.section === section) last.options.push(o);
    else groups.push({ section, options: [o] });
  }
  const twoUp = groups.length === 1 && options.length === 2;

  return (
    <>
      <ScreenHeader title={t(level === 'main' && upgrade ? `${P}upgradeTitle` : titleKey)} subtitle={t(subtitleKey)} />
      {groups.map((g, gi) => (
        <section key={gi} aria-labelledby={g.section ? `choice-section-${gi}` : undefined}>
          {g.section ? (
            <h2 id={`choice-section-${gi}`} className="w-section-label">
              {t(SECTION_LABELS[g.section] ?? g.section)}
            </h2>
          ) : null}
          <div className={twoUp ? 'w-choices w-choices--2' : 'w-choices'}>
            {g.options.map((o) => (
              <ChoiceCard
                key={o.choice}
                title={t(o.titleKey)}
                bullets={tList(o.bulletsKey)}
                icon={ICONS[o.choice]}
                badge={current === o.choice ? t(`${P}current`) : undefined}
                current={current === o.choice}
                disabled={view.busy}
                onSelect={() => send({ type: 'choice.select', choice: o.choice })}
              />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
