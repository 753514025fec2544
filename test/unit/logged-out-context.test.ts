/**
 * The logout's context (machines/app/entry-helpers.ts loggedOutContext; doc 1 §4.9, §9): the
 * initial context at '/', keeping the broker, boot's data, the tracking flag and the flow type.
 */
import { describe, expect, it } from 'vitest';
import { initialContext, loggedOutContext } from '../../machines/app/entry-helpers';
import type { Settings } from '../../services/api/contract';

describe('loggedOutContext', () => {
  it("keeps the broker, boot's data, the tracking flag and the flow type; drops the rest", () => {
    const signedIn = {
      ...initialContext({
        initialPath: '/aip',
        search: '?email=a@x.com',
        referrer: 'r',
        brokerCode: 'XYZ',
      }),
      settings: { PortalUrl: 'p' } as Settings,
      countries: [{ Code: 'US' }] as never,
      fingerprint: 'fp',
      trackingSent: true,
      email: 'a@x.com',
      applicationUid: 'app-1',
      kind: 'Individual' as never,
      furthestStep: 'name',
    };
    const out = loggedOutContext(signedIn);
    expect(out).toMatchObject({
      brokerCode: 'XYZ',
      referrer: 'r',
      flowType: signedIn.flowType,
      settings: signedIn.settings,
      countries: signedIn.countries,
      fingerprint: 'fp',
      trackingSent: true,
      initialPath: '/',
      requestedPath: null,
      search: '',
      email: null,
      applicationUid: null,
      kind: null,
      furthestStep: null,
    });
    expect(signedIn.flowType).toBe(2);
  });
});
