/**
 * The wizard progress sidebar (doc 1 §2.3, doc 2 §2.1): the sections of the sequence with a
 * check mark when finished; the current section lists its items, finished items struck through.
 * Built from `ScreenView.sections` (grouped by the step table's `section`). Hidden ≤ 900 px (CSS).
 */
import type { SectionView } from '../../machines/screen-contract';
import { t } from '../i18n/t';
import { IconCheck } from '../ui/icons';

export function ProgressSidebar({ sections }: { sections: SectionView[] }) {
  if (!sections.length) return null;
  return (
    <nav className="w-progress" aria-label={t('sections.progressLabel')}>
      <ol className="w-progress__list">
        {sections.map((s, i) => {
          const state = s.done ? 'done' : s.current ? 'current' : 'todo';
          return (
            <li
              key={s.id}
              className={`w-progress__section is-${state}`}
              aria-current={s.current ? 'step' : undefined}
            >
              <span className="w-progress__marker" aria-hidden="true">
                {s.done ? <IconCheck width={14} height={14} strokeWidth={3} /> : i + 1}
              </span>
              <span className="w-progress__title">
                {t(s.titleKey)}
                {s.done ? <span className="w-sr">, {t('sections.done')}</span> : null}
              </span>
              {s.current && s.items.length > 1 ? (
                <ul className="w-progress__items">
                  {s.items.map((it) => (
                    <li
                      key={it.titleKey}
                      className={it.done ? 'is-done' : it.current ? 'is-current' : undefined}
                      aria-current={it.current ? 'step' : undefined}
                    >
                      {it.done ? <s>{t(it.titleKey)}</s> : t(it.titleKey)}
                      {it.done ? <span className="w-sr">, {t('sections.done')}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
