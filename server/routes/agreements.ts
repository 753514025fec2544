/**
 * The main account agreement (doc 3 §2.5, §7 Agreements); `{maincode}` is the application's
 * broker code in lower case (e.g. 'haa'). Bearer token required; the application must be the
 * caller's (401 InvalidToken, 404 InvalidApplicationUid, 403 Error_PermissionDenied). Another
 * agreement type or broker code answers 404 NotFound.
 *
 * - POST …/{maincode}-agreements → 202 with an empty body (the client counts only 202 as
 *   accepted, doc 3 §4). Accepting twice keeps the first acceptance.
 * - GET …/{maincode}-html-agreements → 200 {Agreement: html}.
 * - GET …/{maincode}-pdf-agreements → 200 application/pdf, the same text drawn with pdf-lib.
 */
import { Hono } from 'hono';
import { acceptAgreement } from '../db/fundings';
import { findBrokerSettings } from '../db/reference';
import { agreementHtml, agreementPdf, mainAgreementText } from '../domain/agreement';
import { ownedApplication, type AppEnv } from '../http/auth';
import { Errors } from '../http/errors';
import type { RouteDeps } from './deps';

export function agreementRoutes({ db }: RouteDeps) {
  /** The caller's application when `segment` is '<its maincode><suffix>'; 404 otherwise. */
  const resolve = async (auth: AppEnv['Variables']['auth'], uid: string, segment: string, suffix: string) => {
    const app = await ownedApplication(db, auth, uid);
    const mainCode = app.brokerCode.toLowerCase();
    if (segment !== `${mainCode}${suffix}`) throw Errors.notFound();
    const settings = await findBrokerSettings(db, app.brokerCode);
    return { app, mainCode, text: mainAgreementText(settings?.BrokerName ?? app.brokerCode, app.brokerCode) };
  };

  return new Hono<AppEnv>()
    .get('/applications/:applicationUid/:agreement{[a-z0-9]+-html-agreements}', async (c) => {
      const { text } = await resolve(c.get('auth'), c.req.param('applicationUid'), c.req.param('agreement'), '-html-agreements');
      return c.json({ Agreement: agreementHtml(text) });
    })
    .get('/applications/:applicationUid/:agreement{[a-z0-9]+-pdf-agreements}', async (c) => {
      const { text, mainCode } = await resolve(c.get('auth'), c.req.param('applicationUid'), c.req.param('agreement'), '-pdf-agreements');
      const pdf = await agreementPdf(text);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `inline; filename="${mainCode}-account-agreement.pdf"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(pdf as Uint8Array<ArrayBuffer>);
    })
    .post('/applications/:applicationUid/:agreement{[a-z0-9]+-agreements}', async (c) => {
      const { app, mainCode } = await resolve(c.get('auth'), c.req.param('applicationUid'), c.req.param('agreement'), '-agreements');
      await acceptAgreement(db, app.uid, mainCode);
      return c.body(null, 202);
    });
}
