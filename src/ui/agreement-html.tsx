/**
 * An agreement's HTML as the registration API sends it (GET …/{type}-html-agreements → {Agreement},
 * doc 3 §7), sanitised by DOMPurify — HTML profile only, no scripts, event handlers, forms or
 * style elements — exactly as screens/agreement.tsx renders the main agreement. DOMPurify is
 * loaded on first use (its own chunk), so render this inside a <Suspense> boundary.
 */
import { use, type Ref } from 'react';

let purify: Promise<typeof import('dompurify')> | null = null;
const loadPurify = () => (purify ??= import('dompurify'));

/** The sanitised agreement; `contentRef` receives its element once it is in the document. */
export function AgreementHtml({
  html,
  contentRef,
}: {
  html: string;
  contentRef?: Ref<HTMLDivElement>;
}) {
  const { default: DOMPurify } = use(loadPurify());
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'style'],
  });
  return (
    <div
      ref={contentRef}
      className="w-agreement-html"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
