/**
 * Summary (Complete) — METAL_STREAM_SUMMARY '/metal/complete' (doc 3 §2.3): auto deposits on the
 * broker's recurring day, auto trades, the low-balance note, and Continue (`wizard.submit`) to the
 * secure-account steps. data: { day } — the recurring day as an ordinal ('5th').
 */
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('metal');

export default function MetalSummary({ view, send }: ScreenProps) {
  const day = typeof view.data.day === 'string' ? view.data.day : '';
  const items = [
    { title: t('metalSummary.depositTitle'), text: t('metalSummary.depositText', { day }) },
    { title: t('metalSummary.tradeTitle'), text: t('metalSummary.tradeText') },
    { title: t('metalSummary.balanceTitle'), text: t('metalSummary.balanceText') },
  ];
  return (
    <>
      <ScreenHeader
        eyebrow={t('metalSummary.eyebrow')}
        title={t('metalSummary.title')}
        subtitle={t('metalSummary.subtitle')}
      />
      <ol className="w-steps">
        {items.map((s, i) => (
          <li key={s.title} className="w-steps__item">
            <span className="w-steps__num" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h2 className="w-steps__title">{s.title}</h2>
              <p className="w-steps__text">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="w-note w-note--block">{t('metalSummary.next')}</p>
      {/* A failed step record (doc 2 §2.1) is the step's error, shown on the screen (doc 1 §8.1). */}
      <FormError message={tr(view, view.formError)} />
      <SubmitRow
        label={t('common.continue')}
        busy={view.busy}
        onClick={() => send({ type: 'wizard.submit', values: {} })}
      />
    </>
  );
}
