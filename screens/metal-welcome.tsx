/**
 * Welcome — METAL_STREAM_WELCOME '/metal' (doc 3 §2.3): the programme's title, three numbered
 * points and Continue (`wizard.submit`); the step's error above it (a failed step record). data: none.
 */
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('metal');

const POINTS = [1, 2, 3] as const;

export default function MetalWelcome({ view, send }: ScreenProps) {
  return (
    <>
      <ScreenHeader
        eyebrow={t('metalWelcome.eyebrow')}
        title={t('metalWelcome.title')}
        subtitle={t('metalWelcome.subtitle')}
      />
      <ol className="w-steps" aria-label={t('metalWelcome.listLabel')}>
        {POINTS.map((n) => (
          <li key={n} className="w-steps__item">
            <span className="w-steps__num" aria-hidden="true">
              {n}
            </span>
            <div>
              <h2 className="w-steps__title">{t(`metalWelcome.point${n}Title`)}</h2>
              <p className="w-steps__text">{t(`metalWelcome.point${n}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
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
