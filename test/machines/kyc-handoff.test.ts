/**
 * The phone hand-off page's machine (machines/kyc/handoff.machine.ts, issue 9): a model
 * (@xstate/graph shortest paths over every event the page and the actors can send, with and without
 * a token) must reach every state and take every transition; behaviour with fake actors: the link
 * loads and one file uploads, a refused file stays on the page with the server's error, expired and
 * used links (on load and on upload), an unknown link, a network failure and its retry; the view.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { handoffMachine, handoffTargetOf, handoffViewOf } from '../../machines/kyc/handoff.machine';
import { handoffTokenOf, isHandoffPath } from '../../machines/kyc/handoff-path';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';
import { kycHandoffViewOf } from '../../machines/kyc/kyc-view';
import { HANDOFF_POLL_MS, KYC_FETCH_DELAY_MS, kycMachine } from '../../machines/kyc/kyc.machine';
import { ApiError } from '../../services/api/client';
import type { HandoffInfo, RequiredDocument, UploadedDocument } from '../../services/api/contract';

const INFO: HandoffInfo = {
  BrokerName: 'HAA Precious Metals',
  FirstName: 'Ada',
  Caption: 'DriverLicenseOrStateIssuedIDCardFront',
  DocumentType: 2,
  PersonTargetType: 0,
  SandboxDocumentType: 'License',
  AcceptedMediaTypes: ['image/png', 'image/jpeg', 'image/gif'],
  ExpiresAt: '2030-01-01T00:10:00.000Z',
};
const STORED: UploadedDocument = {
  DocumenUid: 'd-1',
  DocumentType: 2,
  PersonTargetType: 0,
  Caption: 'DriversLicense',
  SandboxDocumentType: 'License',
  MediaType: 'image/png',
  Size: 10,
  UploadedOn: '2030-01-01T00:01:00.000Z',
};
const PNG = new File([new Uint8Array(10)], 'front.png', { type: 'image/png' });
const PDF = new File([new Uint8Array(10)], 'scan.pdf', { type: 'application/pdf' });
const apiError = (status: number, Code: string, Context: string | null = 'token') =>
  new ApiError({ status, errors: [{ Code, Message: Code, Context }] });
const TOKEN = 'A'.repeat(43);

describe('hand-off paths', () => {
  it('reads the token of /kyc/handoff/{token}; only that page counts as a hand-off path', () => {
    expect(handoffTokenOf(`/kyc/handoff/${TOKEN}`)).toBe(TOKEN);
    expect(handoffTokenOf('/kyc/handoff')).toBeNull();
    expect(handoffTokenOf('/kyc/handoff/bad token')).toBeNull();
    expect(handoffTokenOf('/kyc/verification')).toBeNull();
    expect(isHandoffPath(`/kyc/handoff/${TOKEN}`)).toBe(true);
    expect(isHandoffPath('/kyc/handoff')).toBe(true);
    expect(isHandoffPath('/kyc/handoffs')).toBe(false);
  });

  it('uploads what the desktop page would: the licence in DocumentFront with its idv type; a passport in Document', () => {
    expect(handoffTargetOf(INFO)).toMatchObject({
      personTargetType: 0,
      documentType: 2,
      idvType: 'License',
      field: 'DocumentFront',
      caption: 'DriversLicense',
    });
    expect(
      handoffTargetOf({ ...INFO, DocumentType: 1, SandboxDocumentType: 'Passport' }),
    ).toMatchObject({ field: 'Document', caption: 'Passport' });
    expect(
      handoffTargetOf({ ...INFO, DocumentType: 6, SandboxDocumentType: null, PersonTargetType: 1 }),
    ).toMatchObject({ personTargetType: 1, field: 'DocumentFront', caption: 'SocialSecurityCard' });
  });
});

describe('hand-off machine: model (@xstate/graph)', () => {
  const EVENTS: AnyEventObject[] = [
    { type: 'xstate.done.actor.fetchHandoff', output: INFO },
    { type: 'xstate.error.actor.fetchHandoff', error: apiError(410, 'HandoffTokenExpired') },
    { type: 'xstate.error.actor.fetchHandoff', error: apiError(410, 'HandoffTokenUsed') },
    { type: 'xstate.error.actor.fetchHandoff', error: apiError(404, 'HandoffTokenNotFound') },
    { type: 'xstate.error.actor.fetchHandoff', error: new TypeError('Failed to fetch') },
    { type: 'upload.select', file: PNG },
    { type: 'upload.select', file: PDF },
    { type: 'upload.clear' },
    { type: 'wizard.submit', values: {} },
    { type: 'xstate.done.actor.uploadHandoff', output: STORED },
    { type: 'xstate.error.actor.uploadHandoff', error: apiError(410, 'HandoffTokenExpired') },
    { type: 'xstate.error.actor.uploadHandoff', error: apiError(410, 'HandoffTokenUsed') },
    { type: 'xstate.error.actor.uploadHandoff', error: apiError(404, 'HandoffTokenNotFound') },
    {
      type: 'xstate.error.actor.uploadHandoff',
      error: apiError(422, 'DocumentUploadError', 'DocumentFront'),
    },
    { type: 'handoff.retry' },
  ];

  it('every state and every transition is reached (with and without a token)', () => {
    const seen = seenSets();
    const machine = handoffMachine;
    const logic = recordingLogic(machine, seen);
    const key = (s: {
      value: unknown;
      context: { file: File | null; error: string | null; failure: string | null };
    }) =>
      JSON.stringify([s.value, s.context.file?.name ?? null, s.context.error, s.context.failure]);
    let paths = 0;
    for (const token of [TOKEN, null]) {
      nodesOf(getInitialSnapshot(machine, { token })).forEach((n) => seen.states.add(n.id));
      paths += getShortestPaths(
        logic as never,
        { events: EVENTS as never, serializeState: key as never, input: { token } } as never,
      ).length;
    }
    // `start` is transient (never a resting state): it is covered when both of its eventless
    // transitions are taken — no token → failed, a token → loading.
    const [withToken, without] = [
      getInitialSnapshot(machine, { token: TOKEN }),
      getInitialSnapshot(machine, { token: null }),
    ];
    if (withToken.value === 'loading' && without.value === 'failed')
      seen.states.add('handoff.start');
    const { missingStates, missingTransitions, line } = coverageOf(inventory(machine.root), seen);
    console.info(`handoff: ${paths} shortest paths; ${line}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    for (const s of ['start', 'loading', 'ready', 'uploading', 'done', 'expired', 'used', 'failed'])
      expect(seen.states.has(`handoff.${s}`)).toBe(true);
  });
});

describe('hand-off machine: behaviour', () => {
  function run(
    opts: {
      token?: string | null;
      fetch?: () => Promise<HandoffInfo>;
      upload?: () => Promise<UploadedDocument>;
    } = {},
  ) {
    const uploads: { token: string; field: string; file: string }[] = [];
    const fetches: string[] = [];
    const machine = handoffMachine.provide({
      actors: {
        fetchHandoff: fromPromise(async ({ input }) => {
          fetches.push(input.token);
          return (opts.fetch ?? (async () => INFO))();
        }),
        uploadHandoff: fromPromise(async ({ input }) => {
          uploads.push({ token: input.token, field: input.target.field, file: input.file.name });
          return (opts.upload ?? (async () => STORED))();
        }),
      },
    });
    const actor = createActor(machine, {
      input: { token: opts.token === undefined ? TOKEN : opts.token },
    }).start();
    return { actor, uploads, fetches };
  }

  it('loads, refuses a PDF before any request, uploads one PNG with the token, ends done (the file dropped)', async () => {
    const { actor, uploads } = run();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    const ready = handoffViewOf(actor.getSnapshot());
    expect(ready).toMatchObject({
      step: 'ready',
      firstName: 'Ada',
      brokerName: 'HAA Precious Metals',
      group: 'identity',
      doc: 'DRIVERS_LICENSE',
    });
    expect(ready.upload).toMatchObject({ step: 'idle', canSubmit: false });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().value).toBe('ready'); // nothing chosen yet
    actor.send({ type: 'upload.select', file: PDF });
    expect(actor.getSnapshot().context.error).toBe('kycUpload.errors.typeImage');
    actor.send({ type: 'upload.select', file: PNG });
    expect(handoffViewOf(actor.getSnapshot()).upload).toMatchObject({
      step: 'selected',
      canSubmit: true,
      error: null,
    });
    actor.send({ type: 'upload.clear' });
    expect(handoffViewOf(actor.getSnapshot()).upload?.file).toBeNull();
    actor.send({ type: 'upload.select', file: PNG });
    actor.send({ type: 'wizard.submit' });
    expect(handoffViewOf(actor.getSnapshot()).upload?.step).toBe('uploading');
    await waitFor(actor, (s) => s.matches('done'));
    expect(uploads).toEqual([{ token: TOKEN, field: 'DocumentFront', file: 'front.png' }]);
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(handoffViewOf(actor.getSnapshot()).upload).toBeNull();
  });

  it('a refused file (server) stays on the page with its error; the next try goes through', async () => {
    let first = true;
    const { actor, uploads } = run({
      upload: async () => {
        if (first) {
          first = false;
          throw apiError(400, 'UnsupportedDocumentUploadMediaType', 'DocumentFront');
        }
        return STORED;
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'upload.select', file: PNG });
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('apiErrors.UnsupportedDocumentUploadMediaType');
    expect(handoffViewOf(actor.getSnapshot()).upload).toMatchObject({
      step: 'failed',
      canSubmit: true,
    });
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(uploads).toHaveLength(2);
  });

  it('expired and used links, on load and on upload', async () => {
    const expiredOnLoad = run({
      fetch: async () => Promise.reject(apiError(410, 'HandoffTokenExpired')),
    });
    await waitFor(expiredOnLoad.actor, (s) => s.matches('expired'));
    const usedOnLoad = run({
      fetch: async () => Promise.reject(apiError(410, 'HandoffTokenUsed')),
    });
    await waitFor(usedOnLoad.actor, (s) => s.matches('used'));
    for (const [code, state] of [
      ['HandoffTokenExpired', 'expired'],
      ['HandoffTokenUsed', 'used'],
    ] as const) {
      const { actor } = run({ upload: async () => Promise.reject(apiError(410, code)) });
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'upload.select', file: PNG });
      actor.send({ type: 'wizard.submit' });
      await waitFor(actor, (s) => s.matches(state));
      expect(actor.getSnapshot().context.file).toBeNull();
      expect(handoffViewOf(actor.getSnapshot()).step).toBe(state);
    }
  });

  it('no token or an unknown one: not valid, without (or after) one request; a network failure retries', async () => {
    const none = run({ token: null });
    expect(none.actor.getSnapshot().value).toBe('failed');
    expect(none.actor.getSnapshot().context.failure).toBe('notFound');
    expect(none.fetches).toEqual([]);
    const unknown = run({
      fetch: async () => Promise.reject(apiError(404, 'HandoffTokenNotFound')),
    });
    await waitFor(unknown.actor, (s) => s.matches('failed'));
    expect(handoffViewOf(unknown.actor.getSnapshot()).failure).toBe('notFound');
    let down = true;
    const flaky = run({
      fetch: async () => (down ? Promise.reject(new TypeError('Failed to fetch')) : INFO),
    });
    await waitFor(flaky.actor, (s) => s.matches('failed'));
    expect(flaky.actor.getSnapshot().context.failure).toBe('error');
    down = false;
    flaky.actor.send({ type: 'handoff.retry' });
    await waitFor(flaky.actor, (s) => s.matches('ready'));
    expect(flaky.fetches).toEqual([TOKEN, TOKEN]);
  });
});

describe('the desktop side (kyc.machine): the link on the method page, polling, arrival', () => {
  const REQS: RequiredDocument[] = [
    {
      DocumenUid: 'd-id',
      DocumentType: 2,
      PersonTargetType: 0,
      Caption: 'DriverLicenseOrStateIssuedIDCardFront',
      HolderName: null,
      IsUploaded: false,
      SandboxDocumentType: 'License',
    },
    {
      DocumenUid: 'd-res',
      DocumentType: 4,
      PersonTargetType: 0,
      Caption: 'ProofOfResidence',
      HolderName: null,
      IsUploaded: false,
      SandboxDocumentType: null,
    },
  ];
  it('creates the link for the requirement, polls every 3 s without the overlay, opens the hub when it arrives; the hub polls too; an expired link can be renewed', async () => {
    vi.useFakeTimers();
    try {
      let docs: RequiredDocument[] = REQS;
      const created: unknown[] = [];
      let fetches = 0;
      const machine = kycMachine.provide({
        actors: {
          fetchRequired: fromPromise(async () => {
            fetches += 1;
            return docs;
          }),
          createHandoff: fromPromise(async ({ input }) => {
            created.push({
              documentUid: input.documentUid,
              documentType: input.target?.documentType,
              idv: input.target?.idvType,
            });
            return {
              Token: TOKEN,
              Url: `http://x/kyc/handoff/${TOKEN}`,
              ExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
            };
          }),
        },
      });
      const actor = createActor(machine, {
        input: { applicationUid: 'app-1', application: null, resumePath: null },
      }).start();
      await vi.advanceTimersByTimeAsync(KYC_FETCH_DELAY_MS);
      actor.send({ type: 'kyc.open', item: 'main.identity' });
      actor.send({ type: 'kyc.choose', option: 'DRIVERS_LICENSE' });
      expect(kycHandoffViewOf(actor.getSnapshot()).step).toBe('idle');
      actor.send({ type: 'kyc.handoff' });
      await vi.advanceTimersByTimeAsync(0);
      expect(created).toEqual([{ documentUid: 'd-id', documentType: 2, idv: 'License' }]);
      expect(kycHandoffViewOf(actor.getSnapshot())).toMatchObject({
        step: 'open',
        url: `http://x/kyc/handoff/${TOKEN}`,
      });
      const before = fetches;
      await vi.advanceTimersByTimeAsync(HANDOFF_POLL_MS);
      expect(fetches).toBe(before + 1);
      expect(actor.getSnapshot().hasTag('overlay')).toBe(false);
      expect(kycHandoffViewOf(actor.getSnapshot()).step).toBe('open');
      docs = REQS.map((d) => (d.DocumenUid === 'd-id' ? { ...d, IsUploaded: true } : d));
      await vi.advanceTimersByTimeAsync(HANDOFF_POLL_MS);
      expect(actor.getSnapshot().matches('hub' as never)).toBe(true);
      expect(actor.getSnapshot().context.handoff).toBeNull();

      // The hub's own polling: a link is made, the desktop goes back to the hub, the phone's upload completes all.
      // (The identity requirement is open again for this part.)
      docs = REQS;
      await vi.advanceTimersByTimeAsync(KYC_FETCH_DELAY_MS);
      actor.send({ type: 'kyc.open', item: 'main.identity' });
      actor.send({ type: 'kyc.choose', option: 'GOVERNMENT_ID' });
      actor.send({ type: 'kyc.handoff' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.handoff).not.toBeNull();
      actor.send({ type: 'wizard.back' });
      actor.send({ type: 'wizard.back' });
      expect(actor.getSnapshot().matches('hub' as never)).toBe(true);
      await vi.advanceTimersByTimeAsync(KYC_FETCH_DELAY_MS);
      const onHub = fetches;
      await vi.advanceTimersByTimeAsync(HANDOFF_POLL_MS);
      expect(fetches).toBe(onHub + 1);
      docs = REQS.map((d) => ({ ...d, IsUploaded: true }));
      await vi.advanceTimersByTimeAsync(HANDOFF_POLL_MS);
      expect(actor.getSnapshot().output).toEqual({ result: 'done' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an expired link ends the polling; a new one can be made', async () => {
    vi.useFakeTimers();
    try {
      const machine = kycMachine.provide({
        actors: {
          fetchRequired: fromPromise(async () => REQS),
          createHandoff: fromPromise(async () => ({
            Token: TOKEN,
            Url: 'http://x/kyc/handoff/t',
            ExpiresAt: new Date(Date.now() + HANDOFF_POLL_MS / 2).toISOString(),
          })),
        },
      });
      const actor = createActor(machine, {
        input: { applicationUid: 'app-1', application: null, resumePath: null },
      }).start();
      await vi.advanceTimersByTimeAsync(KYC_FETCH_DELAY_MS);
      actor.send({ type: 'kyc.open', item: 'main.identity' });
      actor.send({ type: 'kyc.choose', option: 'DRIVERS_LICENSE' });
      actor.send({ type: 'kyc.handoff' });
      await vi.advanceTimersByTimeAsync(HANDOFF_POLL_MS);
      expect(kycHandoffViewOf(actor.getSnapshot())).toMatchObject({ step: 'expired', url: null });
      actor.send({ type: 'kyc.handoff' });
      await vi.advanceTimersByTimeAsync(0);
      expect(kycHandoffViewOf(actor.getSnapshot()).step).toBe('open');
    } finally {
      vi.useRealTimers();
    }
  });
});
