/**
 * CRM events (doc 1 §3 CRM event, §7.7). Bearer token required (401 InvalidToken); the
 * application must be the caller's (404 InvalidApplicationUid, 403 Error_PermissionDenied).
 * Events are recorded also for completed applications (KYC pages play videos). A CRM failure
 * must never block the wizard (doc 1 §8.1): both answer 204 with no body.
 *
 * - POST /v2/crm/{ApplicationUid}/crmevents — optional body {Data:[{key:'Source', value: page
 *   path}], EventType}; an empty or non-JSON body records an event without data. 400 with the
 *   mapped codes (DataIsInvalid, EventTypeIsInvalid, …) for a malformed JSON object.
 * - POST /v2/crm/{ApplicationUid}/exitModal {RegistrationPageUrl, ExitModalType 1|2};
 *   400 RegistrationPageUrlIsNullOrEmpty, ExitModalTypeIsNullOrEmpty / ExitModalTypeIsInvalid.
 */
import { Hono } from 'hono';
import { crmEventRequest, exitModalRequest } from '../../services/api/contract';
import { crmEvents } from '../db/schema';
import { ownedApplication, requireAuth, type AppEnv } from '../http/auth';
import { parseOr400, readJsonBody } from '../http/validation';
import type { RouteDeps } from './deps';

export function crmRoutes({ db, tokens, sessions, log }: RouteDeps) {
  return new Hono<AppEnv>()
    .use('/crm/*', requireAuth(db, tokens, sessions))
    .post('/crm/:applicationUid/crmevents', async (c) => {
      const raw = await readJsonBody(c);
      const body = parseOr400(crmEventRequest, raw ?? {});
      const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
      await db.insert(crmEvents).values({
        applicationUid: app.uid,
        kind: 'crmevent',
        data: { Data: body.Data ?? [], EventType: body.EventType ?? null },
      });
      log('crm.event', {
        eventType:
          typeof body.EventType === 'number' || typeof body.EventType === 'string'
            ? String(body.EventType).slice(0, 40)
            : null,
      });
      return c.body(null, 204);
    })
    .post('/crm/:applicationUid/exitModal', async (c) => {
      const body = parseOr400(exitModalRequest, await readJsonBody(c));
      const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
      await db.insert(crmEvents).values({ applicationUid: app.uid, kind: 'exitModal', data: body });
      log('crm.exit_modal', { exitModalType: body.ExitModalType });
      return c.body(null, 204);
    });
}
