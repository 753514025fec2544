/**
 * The analyst mode's toolbar (issue 13, docs/analysts.md): a small fixed panel with 'Inspect'
 * (opens the Stately inspector window; also Alt+Shift+I) or, for the WebSocket inspector, where
 * the events go, and 'Download support snapshot'. Rendered only while the analyst mode is on. A
 * refused WebSocket target (not in VITE_INSPECT_WS_URLS, issue 20) is named with the reason.
 */
import { useEffect } from 'react';
import { t } from '../i18n/t';
import { useSupport } from '../support';

export function AnalystTools() {
  const support = useSupport();
  const analyst = support?.analyst ?? null;
  const open = support?.openInspector;
  // Alt+Shift+I (Ctrl+Shift+I is the browser's own developer tools): a key press is a user gesture.
  useEffect(() => {
    if (!analyst || analyst.inspector !== 'browser' || !open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyI') {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [analyst, open]);
  if (!support || !analyst) return null;
  return (
    <aside className="w-analyst" aria-label={t('support.tools')} data-testid="analyst-tools">
      {analyst.inspector === 'browser' && analyst.refused ? (
        <span className="w-analyst__note" role="status" data-testid="analyst-ws-refused">
          {t('support.wsRefused', {
            url: analyst.refused.url,
            reason: t(`support.wsRefusedReason.${analyst.refused.reason}`),
          })}
        </span>
      ) : null}
      {analyst.inspector === 'browser' ? (
        <button
          type="button"
          className="w-analyst__btn"
          onClick={() => support.openInspector()}
          aria-keyshortcuts="Alt+Shift+I"
          title={t('support.inspectShortcut')}
        >
          {t('support.inspect')}
        </button>
      ) : (
        <span className="w-analyst__note">{t('support.wsInspector', { url: analyst.url })}</span>
      )}
      <button type="button" className="w-analyst__btn" onClick={() => support.downloadSnapshot()}>
        {t('support.download')}
      </button>
    </aside>
  );
}
