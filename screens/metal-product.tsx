/**
 * Choose gold — METAL_STREAM_GOLD '/metal/gold', Choose silver — METAL_STREAM_SILVER
 * '/metal/silver' (doc 3 §2.3, §3, §9): the metal's products, one row per storage location with
 * the product image, 'ProductCaption - Location' and '{pricePerOz}/oz; {pricePerUnit} each'.
 * Clicking a row selects it and saves: `wizard.submit {MetalType, ProductSymbolCode}`. 'I’ll choose
 * later' sends `wizard.skip` when `view.canSkip`. The saved choice is marked (aria-pressed).
 *
 * data: { metal, rows: MetalProductRow[], loading, currency, share } (machines/view/specs/metal-product.ts).
 * initial: { ProductSymbolCode }. `MetalProductForm` is also the Overview's edit form (items
 * 'metalGold', 'metalSilver').
 */
import './metal.css';
import { formatMoney } from '../src/i18n/format';
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { busyGuard } from '../src/ui/button';
import { FormError, LinkButton, ScreenHeader } from '../src/ui/parts';
import { locationText, MetalImage } from './parts/metal-parts';
import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('metal');

const metalOf = (data: Record<string, unknown>): 'Gold' | 'Silver' =>
  data.metal === 'Silver' ? 'Silver' : 'Gold';

export function MetalProductForm({ view, send }: StepFormProps) {
  const metal = metalOf(view.data);
  const rows = dataOf(view, 'metalGold').rows ?? [];
  const currency = dataOf(view, 'metalGold').currency ?? 'USD';
  const selected = view.initial.ProductSymbolCode ?? '';
  const error = view.fieldErrors.ProductSymbolCode ?? view.fieldErrors.MetalType ?? view.formError;
  const money = (n: number) => formatMoney(n, { currency });
  if (view.data.loading === true) return <p className="w-note">{t('metalProduct.loading')}</p>;
  if (rows.length === 0) return <p className="w-note w-note--block">{t('metalProduct.empty')}</p>;
  return (
    <>
      <ul
        className="w-metal-list"
        aria-label={t(
          metal === 'Gold' ? 'metalProduct.listLabelGold' : 'metalProduct.listLabelSilver',
        )}
      >
        {rows.map((r) => (
          <li key={r.symbol}>
            <button
              type="button"
              className="w-metal-row"
              aria-pressed={r.symbol === selected}
              {...busyGuard(view.busy, () =>
                send({
                  type: 'wizard.submit',
                  values: { MetalType: metal, ProductSymbolCode: r.symbol },
                }),
              )}
            >
              <MetalImage row={r} metal={metal} />
              <span className="w-metal-row__body">
                <span className="w-metal-row__title">
                  {t('metalProduct.row', {
                    caption: r.caption,
                    location: locationText(r.location),
                  })}
                </span>
                <span className="w-metal-row__price">
                  {t('metalProduct.price', {
                    pricePerOz: money(r.pricePerOz),
                    pricePerUnit: money(r.pricePerUnit),
                  })}
                </span>
              </span>
              {r.symbol === selected ? (
                <span className="w-badge">{t('metalProduct.selected')}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <FormError message={tr(view, error)} />
    </>
  );
}

export default function MetalProduct(props: ScreenProps) {
  const { view, send } = props;
  const metal = metalOf(view.data);
  const currency = dataOf(view, 'metalGold').currency ?? 'USD';
  const share = typeof view.data.share === 'number' ? view.data.share : null;
  return (
    <>
      <ScreenHeader
        title={t(metal === 'Gold' ? 'metalProduct.titleGold' : 'metalProduct.titleSilver')}
        subtitle={t(metal === 'Gold' ? 'metalProduct.subtitleGold' : 'metalProduct.subtitleSilver')}
      />
      {share !== null ? (
        <p className="w-note w-note--block">
          {t('metalProduct.share', {
            amount: formatMoney(share, { currency }),
            metal: t(metal === 'Gold' ? 'metalAllocate.gold' : 'metalAllocate.silver'),
          })}
        </p>
      ) : null}
      <MetalProductForm {...props} />
      {view.canSkip ? (
        <div className="w-actions w-actions--center">
          <LinkButton onClick={() => send({ type: 'wizard.skip' })} busy={view.busy}>
            {t('metalProduct.skip')}
          </LinkButton>
        </div>
      ) : null}
    </>
  );
}
