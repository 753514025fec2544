/**
 * The broker's fraud-prevention script on the page (doc 1 §1; issue 35 item 2). Its own module so
 * the wizard's entry chunk does not carry it: src/app/create-app.ts imports it when boot asks.
 */
/** Time allowed for the broker's fraud script to load, ms (it never blocks the applicant). */
export const FRAUD_SCRIPT_LOAD_TIMEOUT_MS = 15_000;

let fraudScriptLoad: { url: string; done: Promise<boolean> } | null = null;

/**
 * doc 1 §1 "A fraud-prevention service script runs with a session id" (issue 35 item 2): adds the
 * broker's fraud script (Settings.FraudScriptUrl; origin-relative addresses resolve against the page, the
 * sandbox's is '/sandbox/fraud-prevention.js') to the page once, async. Resolves true when it
 * loaded, false when it failed or took longer than FRAUD_SCRIPT_LOAD_TIMEOUT_MS — never throws:
 * without the script the wizard makes its own ids (`newFraudSessionId`). Only http(s) addresses
 * are loaded; the page's CSP must allow the script's origin (server/http/csp.ts
 * FRAUD_SCRIPT_ORIGINS).
 */
export function loadFraudScript(
  url: string,
  doc: Document | undefined = typeof document !== 'undefined' ? document : undefined,
): Promise<boolean> {
  if (!doc || !url) return Promise.resolve(false);
  let src: URL;
  try {
    src = new URL(url, doc.baseURI);
  } catch {
    return Promise.resolve(false);
  }
  if (src.protocol !== 'https:' && src.protocol !== 'http:') return Promise.resolve(false);
  if (fraudScriptLoad?.url === src.href) return fraudScriptLoad.done;
  const done = new Promise<boolean>((resolve) => {
    const s = doc.createElement('script');
    s.src = src.href;
    s.async = true;
    s.dataset.fraudPrevention = '';
    const timer = setTimeout(() => resolve(false), FRAUD_SCRIPT_LOAD_TIMEOUT_MS);
    s.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    s.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    doc.head.appendChild(s);
  });
  fraudScriptLoad = { url: src.href, done };
  return done;
}
