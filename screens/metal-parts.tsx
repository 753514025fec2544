/**
 * Parts shared by the metal programme's views (screens/metal-*.tsx): the product medallion (or its
 * image when a template is configured, doc 3 §3) and the location name (doc 3 §9).
 */
import './metal.css';
import type { MetalProductRow } from '../machines/view/specs/metal-common';
import { addTexts, t } from '../src/i18n/t';
import { enMetal } from '../src/i18n/en-metal';

// Issue 11: this screen's texts travel in its chunk (src/i18n/t.ts).
addTexts(enMetal);

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
