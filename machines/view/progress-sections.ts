/**
 * The progress sidebar of the selectors (doc 1 §2.3, doc 2 §2.1): the sections of the running
 * wizard's step table grouped by `meta.section`, with the done / current flags of its path.
 * Pure function of the root context.
 */
import type { AppContext } from '../app-types';
import type { SectionId, SectionView, StateMeta } from '../screen-contract';
import { tableFor } from '../wizard-engine/registry';
import { individualSteps } from '../wizards/individual.steps';
import { walkPath } from '../wizards/walk';

// ---------------------------------------------------------------------------------------------
// progress sidebar (doc 1 §2.3, doc 2 §2.1): sections grouped by meta.section
// ---------------------------------------------------------------------------------------------

const SECTION_TITLES: Record<SectionId, string> = {
  createAccount: 'sections.createAccount',
  secure: 'sections.secure',
  address: 'sections.address',
  fund: 'sections.fund',
  review: 'sections.review',
  metal: 'sections.metal',
};

/**
 * The progress sidebar's sections (doc 1 §2.3, doc 2 §2.1): 'Create account', then one per
 * `section` of the application's step table with the titles of the steps on its walked path; done /
 * current from the current step (`inWizard`) or all done after the wizard (`afterWizard`).
 */
export function sectionsFor(
  meta: StateMeta | null,
  ctx: AppContext,
  inWizard: boolean,
  afterWizard: boolean,
): SectionView[] {
  if (!meta?.section && !inWizard && !afterWizard) return [];
  const table = tableFor(ctx.application) ?? individualSteps;
  const path = walkPath(table, ctx);
  const currentId = inWizard ? (table.find((st) => st.path === meta?.path)?.id ?? null) : null;
  const currentIndex = currentId ? path.indexOf(currentId) : afterWizard ? path.length : -1;
  const sections: SectionView[] = [
    {
      id: 'createAccount',
      titleKey: SECTION_TITLES.createAccount,
      done: inWizard || afterWizard,
      current: meta?.section === 'createAccount',
      items: [],
    },
  ];
  for (const step of table) {
    let section = sections.find((x) => x.id === step.section);
    if (!section) {
      section = {
        id: step.section,
        titleKey: SECTION_TITLES[step.section],
        done: false,
        current: false,
        items: [],
      };
      sections.push(section);
    }
    const i = path.indexOf(step.id);
    if (i < 0) continue; // not on the data's path (e.g. the SSN of a non-US citizen)
    if (section.items.some((it) => it.titleKey === step.titleKey)) continue;
    section.items.push({
      titleKey: step.titleKey,
      done: currentIndex >= 0 && i < currentIndex,
      current: step.id === currentId,
    });
  }
  for (const sec of sections.slice(1)) {
    sec.current = sec.items.some((it) => it.current);
    sec.done = sec.items.length > 0 && sec.items.every((it) => it.done);
  }
  return sections;
}
