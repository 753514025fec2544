/**
 * Parts shared by the metal programme's views (screens/metal-*.tsx): the product medallion (or its
 * image when a template is configured, doc 3 §3) and the location name (doc 3 §9).
 */
import '../metal.css';
import type { MetalProductRow } from '../../machines/view/specs/metal-common';
import { registerTexts, t } from '../../src/i18n/t';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('metal');

/** The product's image, else a gold or silver medallion with its kind (bars drawn square). */
export function MetalImage({
  row,
  metal,
}: {
  row: Pick<MetalProductRow, 'image' | 'kind' | 'caption'>;
  metal: 'Gold' | 'Silver';
}) {
  const cls = `w-metal-img w-metal-img--${metal.toLowerCase()}${row.kind === 'Bar' ? ' w-metal-img--bar' : ''}`;
  if (row.image)
    return <img className={cls} src={row.image} alt="" width={48} height={48} loading="lazy" />;
  return (
    <span className={cls} aria-hidden="true">
      {row.kind}
    </span>
  );
}

/** The storage location's display name (doc 3 §9 LocationName). */
export const locationText = (name: string) =>
  t(`metalProduct.locations.${name}`, { defaultValue: name });
