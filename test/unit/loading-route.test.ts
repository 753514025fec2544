/**
 * LOADING's routing (machines/app/loading-route.ts loadingRoute; doc 1 §2.1, §2.11, §4.7; doc 3
 * §2.6): each branch on its own, the order between overlapping ones, and LOADING's `routing` naming
 * one `loadingRouteIs` branch per route with its target and actions.
 */
import { describe, expect, it } from 'vitest';
import type { Application } from '../../services/api/contract';
import { loadingRoute, type LoadingRouteContext } from '../../machines/app/loading-route';
import { appMachine } from '../../machines/app/app.machine';

const UID = '11111111-2222-3333-4444-555555555555';
const NULL_GUID = '00000000-0000-0000-0000-000000000000';

const app = (over: Partial<Application> = {}) =>
  ({
    ApplicationUid: UID,
    ApplicationType: 'Individual',
    ApplicationStep: null,
    ...over,
  }) as Application;
const ctx = (over: Partial<LoadingRouteContext> = {}): LoadingRouteContext => ({
  requestedPath: null,
  applicationUid: UID,
  application: app(),
  ...over,
});

describe('loadingRoute', () => {
  it("a typed '/delete-application' with a real application opens DELETE_APPLICATION first (doc 1 §2.11)", () => {
    const done = app({ ApplicationStep: '/kyc/done' });
    expect(loadingRoute(ctx({ requestedPath: '/delete-application', application: done }))).toBe(
      'deleteApplication',
    );
    expect(
      loadingRoute(ctx({ requestedPath: '/delete-application', applicationUid: NULL_GUID })),
    ).not.toBe('deleteApplication');
    expect(loadingRoute(ctx({ requestedPath: '/secure/name' }))).not.toBe('deleteApplication');
  });
  it('a finished submission reopens its closing screen (doc 3 §2.6)', () => {
    const at = (ApplicationStep: string) =>
      loadingRoute(ctx({ application: app({ ApplicationStep }) }));
    expect(at('/kyc/verification')).toBe('kycVerification');
    expect(at('/kyc/proof-of-address')).toBe('kycVerification');
    expect(at('/kyc/done')).toBe('kycDone');
    expect(at('/kyc/done-skip')).toBe('kycDoneSkip');
    expect(at('/kyc/success')).toBe('kycSuccess');
    expect(loadingRoute(ctx({ application: app({ IsCompletedApplication: true }) }))).toBe(
      'kycSuccess',
    );
  });
  it('a submission still processing reopens the wizard at the agreement (doc 3 §2.6)', () => {
    expect(loadingRoute(ctx({ application: app({ ApplicationStep: '/kyc/processing' }) }))).toBe(
      'agreement',
    );
  });
  it('an application without a type: the kind choice (doc 1 §4.7)', () => {
    expect(loadingRoute(ctx({ application: app({ ApplicationType: undefined }) }))).toBe(
      'chooseApplication',
    );
    expect(loadingRoute(ctx({ application: null }))).toBe('chooseApplication');
  });
  it('a kind the browser runs opens its wizard, an unknown kind the not-yet-available page', () => {
    expect(loadingRoute(ctx({ application: app({ ApplicationType: 'Individual' }) }))).toBe(
      'wizard',
    );
    const unknown = app({
      ApplicationType: 'Pension' as unknown as Application['ApplicationType'],
    });
    expect(loadingRoute(ctx({ application: unknown }))).toBe('notYetAvailable');
  });
});

describe("LOADING's routing", () => {
  it('has one loadingRouteIs branch per route, in order, with its target and actions', () => {
    const routing = appMachine.getStateNodeById('app.flow.loading.routing');
    const rows = routing.always!.map((t) => [
      (t.guard as { params?: { route?: string } } | undefined)?.params?.route ?? null,
      t.target?.[0]?.key,
      t.actions.map((a) => (typeof a === 'string' ? a : (a as { type: string }).type)),
    ]);
    expect(rows).toEqual([
      ['deleteApplication', 'entry', ['clearRequestedPath', 'startEntry']],
      ['kycSuccess', 'closing', ['startClosing']],
      ['kycVerification', 'closing', ['startClosing']],
      ['kycDone', 'closing', ['startClosing']],
      ['kycDoneSkip', 'closing', ['startClosing']],
      ['agreement', 'wizard', ['startAtAgreement']],
      ['chooseApplication', 'entry', ['startEntry']],
      ['wizard', 'wizard', []],
      [null, 'entry', ['startEntry']],
    ]);
  });
});
