/**
 * The sandbox's fraud-prevention script (doc 1 §1 "A fraud-prevention service script runs with a
 * session id"; doc 1 §4.14, doc 3 §3 "a new id is read from the fraud script's page element
 * (attribute orderSessionId)"; issue 35 item 2; docs/sandbox.md "Fraud-prevention script").
 *
 * - GET /sandbox/fraud-prevention.js → 200 text/javascript: a stand-in for a broker's provider
 *   script. Loaded by the wizard at boot (Settings.FraudScriptUrl, seeded for the sandbox brokers
 *   as SANDBOX_FRAUD_SCRIPT_PATH), it adds one hidden element carrying `orderSessionId`, a new
 *   id of doc 1 §9's shape (milliseconds since the epoch + 20 lowercase hex characters), which
 *   the wizard reads on the funding screens and after the completion. It sends nothing anywhere.
 *
 * Mounted in sandbox mode only (createApp's `mode`): production answers 404 under /sandbox/.
 */
import { Hono } from 'hono';
import { SANDBOX_FRAUD_SCRIPT_PATH } from '../db/seed';

/** The id of the element the sandbox script adds (tests and support find it by this id). */
export const SANDBOX_FRAUD_ELEMENT_ID = 'sandbox-fraud-session';

const SCRIPT = `/* Sandbox fraud-prevention script (issue 35 item 2): not a real provider. */
(function () {
  var bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  var hex = Array.prototype.map
    .call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); })
    .join('');
  var el = document.getElementById('${SANDBOX_FRAUD_ELEMENT_ID}');
  if (!el) {
    el = document.createElement('div');
    el.id = '${SANDBOX_FRAUD_ELEMENT_ID}';
    el.hidden = true;
    document.body.appendChild(el);
  }
  el.setAttribute('orderSessionId', String(Date.now()) + hex);
})();
`;

/** The route serving the sandbox script (see the module comment). */
export function sandboxFraudRoutes() {
  return new Hono().get(SANDBOX_FRAUD_SCRIPT_PATH, (c) =>
    c.body(SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
}
