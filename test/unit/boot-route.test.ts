/**
 * Boot's routing (machines/app/boot-route.ts bootRoute; doc 1 §2.4–§2.11, §4.1, §4.10–§4.12):
 * each branch on its own, the order between overlapping ones, and the root's boot `onDone` naming
 * one `bootRouteIs` branch per route with its target.
 */
import { describe, expect, it } from 'vitest';
import { bootRoute, bootSlots, type BootRouteContext } from '../../machines/app/boot-route';
import type { BootOutput } from '../../machines/app/actor-contracts';
import { appMachine } from '../../machines/app/app.machine';

const UID = '11111111-2222-3333-4444-555555555555';
const NULL_GUID = '00000000-0000-0000-0000-000000000000';

const ctx = (over: Partial<BootRouteContext> = {}): BootRouteContext => ({
  initialPath: '/',
  search: '',
  mode: { kind: 'normal' },
  flowType: 1,
  ...over,
});
const boot = (over: Partial<BootOutput> = {}): BootOutput =>
  ({
    settings: {},
    countries: [],
    fingerprint: null,
    session: null,
    persisted: null,
    email: null,
    ...over,
  }) as BootOutput;
const signedIn = boot({ session: { applicationUid: UID, tokenExp: 1 } });
const upgrade = { kind: 'upgrade', accountUid: 'a1', accountCode: 'c1' } as const;
const assisted = {
  kind: 'assisted',
  logonUid: 'l',
  username: 'u',
  brokerCode: 'b',
  customerEmail: null,
} as const;

describe('bootRoute', () => {
  it('a phone hand-off link opens its page, even with a stored session (issue 9)', () => {
    expect(bootRoute(ctx({ initialPath: '/kyc/handoff/tok123' }), boot())).toBe('handoff');
    expect(bootRoute(ctx({ initialPath: '/kyc/handoff/tok123' }), signedIn)).toBe('handoff');
  });
  it('the reset link opens RESET_PASSWORD before a stored session (doc 1 §2.6)', () => {
    expect(bootRoute(ctx({ initialPath: '/reset-password' }), signedIn)).toBe('resetPassword');
  });
  it('the upgrade link needs accountUid in the query; a reload without it resumes (doc 1 §4.11)', () => {
    expect(bootRoute(ctx({ mode: upgrade, search: '?accountUid=a1' }), signedIn)).toBe('upgrade');
    expect(bootRoute(ctx({ mode: upgrade, search: '' }), signedIn)).toBe('refreshLoading');
  });
  it("the agent's entry needs the bearer read at load (doc 1 §4.12)", () => {
    const bearer = boot({ entry: { bearer: true, invitationToken: false } });
    expect(bootRoute(ctx({ mode: assisted }), bearer)).toBe('assisted');
    expect(bootRoute(ctx({ mode: assisted }), boot())).toBe('welcome');
    // a bearer outside the assisted mode routes nothing
    expect(bootRoute(ctx(), bearer)).toBe('welcome');
  });
  it("an invited customer's link or a reload of SET_PASSWORD in that tab (doc 1 §2.10)", () => {
    const inv = { kind: 'invitation' } as const;
    expect(bootRoute(ctx({ mode: inv, initialPath: '/sales-invitation' }), boot())).toBe(
      'invitation',
    );
    expect(bootRoute(ctx({ mode: inv, initialPath: '/set-password' }), signedIn)).toBe(
      'invitation',
    );
    expect(bootRoute(ctx({ initialPath: '/sales-invitation' }), boot())).not.toBe('invitation');
  });
  it('a stored session with a real application uid reloads (doc 1 §4.10)', () => {
    expect(bootRoute(ctx({ initialPath: '/secure/name' }), signedIn)).toBe('refreshLoading');
    expect(bootRoute(ctx({ initialPath: '/no-such-page' }), signedIn)).toBe('refreshLoading');
  });
  it('a reload with a stored session stays on the login: on /login or /createAccount, or without an application (doc 1 §4.10)', () => {
    expect(bootRoute(ctx({ initialPath: '/login' }), signedIn)).toBe('login');
    expect(bootRoute(ctx({ initialPath: '/createAccount' }), signedIn)).toBe('login');
    const nullUid = boot({ session: { applicationUid: NULL_GUID, tokenExp: 1 } });
    expect(bootRoute(ctx(), nullUid)).toBe('login');
    expect(bootRoute(ctx({ initialPath: '/secure/name' }), nullUid)).toBe('login');
    const noUid = boot({ session: { applicationUid: null, tokenExp: 1 } });
    expect(bootRoute(ctx({ flowType: 2, initialPath: '/aip' }), noUid)).toBe('login');
    // without a stored session the sign-in pages start at BASE, as before
    expect(bootRoute(ctx({ initialPath: '/login' }), boot())).toBe('welcome');
  });
  it('an unknown path without a session: the not-found page (doc 1 §2.11)', () => {
    expect(bootRoute(ctx({ initialPath: '/no-such-page' }), boot())).toBe('notFound');
    expect(bootRoute(ctx({ initialPath: '/no-such-page', flowType: 2 }), boot())).toBe('notFound');
  });
  it('the AIP flow opens the AIP welcome page (doc 1 §4.1), otherwise BASE', () => {
    expect(bootRoute(ctx({ initialPath: '/aip', flowType: 2 }), boot())).toBe('aip');
    expect(bootRoute(ctx({ initialPath: '/aip' }), boot())).toBe('welcome');
    expect(bootRoute(ctx(), boot())).toBe('welcome');
  });
});

describe('bootSlots', () => {
  const stored = boot({ email: 'stored@x.com' });
  it("the assisted entry takes its URL's customer e-mail (doc 1 §4.12)", () => {
    const bearer = boot({ email: 'stored@x.com', entry: { bearer: true, invitationToken: false } });
    const a = { ...assisted, customerEmail: 'c@x.com' };
    expect(bootSlots({ ...ctx({ mode: a }), email: 'q@x.com' }, bearer).email).toBe('c@x.com');
  });
  it('the reset, upgrade, invitation and hand-off pages keep the e-mail; the others fall back to the stored one', () => {
    expect(
      bootSlots({ ...ctx({ initialPath: '/reset-password' }), email: null }, stored).email,
    ).toBeNull();
    expect(bootSlots({ ...ctx(), email: null }, stored).email).toBe('stored@x.com');
    expect(bootSlots({ ...ctx(), email: 'q@x.com' }, stored).email).toBe('q@x.com');
  });
  it("the persisted flow position counts only for the stored session's application (doc 1 §4.10)", () => {
    const persisted = { applicationUid: UID, furthestStep: 'name', kind: null, trackingSent: true };
    const same = boot({
      session: { applicationUid: UID, tokenExp: 5 },
      persisted,
    } as Partial<BootOutput>);
    expect(bootSlots({ ...ctx(), email: null }, same)).toMatchObject({
      applicationUid: UID,
      tokenExp: 5,
      furthestStep: 'name',
      trackingSent: true,
    });
    const other = boot({ persisted } as Partial<BootOutput>);
    expect(bootSlots({ ...ctx(), email: null }, other)).toMatchObject({
      applicationUid: null,
      furthestStep: null,
      trackingSent: true,
    });
  });
  it("the landing page's own tracking module counts as sent (issue 32 item 1), else as persisted", () => {
    const c = { ...ctx(), email: null };
    expect(bootSlots(c, boot({ landingTracks: true })).trackingSent).toBe(true);
    expect(bootSlots(c, boot({ landingTracks: false })).trackingSent).toBe(false);
    expect(bootSlots(c, boot()).trackingSent).toBe(false);
  });
});

describe("the root's boot onDone", () => {
  it('has one bootRouteIs branch per route, in order, with its target and actions', () => {
    const boot = appMachine.getStateNodeById('app.flow.boot');
    const onDone = boot.transitions.get('xstate.done.actor.boot') ?? [];
    const rows = onDone.map((t) => [
      (t.guard as { params?: { route?: string } } | undefined)?.params?.route ?? null,
      t.target?.[0]?.key,
      t.actions.map((a) => (typeof a === 'string' ? a : (a as { type: string }).type)),
    ]);
    expect(rows).toEqual([
      ['handoff', 'kycHandoff', ['assignBoot']],
      ['resetPassword', 'entry', ['assignBoot', 'startEntry']],
      ['upgrade', 'entry', ['assignBoot', 'startEntry']],
      ['assisted', 'entry', ['assignBoot', 'startEntry']],
      ['invitation', 'entry', ['assignBoot', 'startEntry']],
      ['login', 'entry', ['assignBoot', 'startEntry']],
      ['refreshLoading', 'refreshLoading', ['assignBoot', 'raiseLoggedIn']],
      ['notFound', 'entry', ['assignBoot', 'startEntry']],
      ['aip', 'entry', ['assignBoot', 'startEntry']],
      [null, 'entry', ['assignBoot', 'startEntry']],
    ]);
  });
});
