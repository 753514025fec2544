/**
 * Identity-verification events (doc 3 §2.6, §7 POST /v2/documents/{idv}-event;
 * machines/kyc/idv-events.ts): the upload and webcam machines report a stored document, a
 * capture, a failed capture and a refused camera through their 'sendIdvEvent' actor, with the
 * application, the event type, the document type and the person — and a report that fails or
 * never answers changes nothing for the applicant. `sendIdvEvent` (services/actors/kyc-actors.ts)
 * adds the fraud-prevention SessionId, posts to the contract's idvEvent operation and rejects when
 * the report fails (the machines' wildcard ignores it).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { documentUploadMachine } from '../../machines/kyc/document-upload.machine';
import { kycRouteByPath } from '../../machines/kyc/kyc-routes';
import { kycMachine } from '../../machines/kyc/kyc.machine';
import type { UploadInput } from '../../machines/kyc/document-upload.machine';
import type { IdvEventInput } from '../../machines/kyc/idv-events';
import { IMAGE_TYPES, type UploadTarget } from '../../machines/kyc/kyc-uploads';
import { webcamMachine } from '../../machines/kyc/webcam.machine';
import { sendIdvEvent } from '../../services/actors/kyc-actors';
import type { ApiClient } from '../../services/api/client';
import type { RequiredDocument, UploadedDocument } from '../../services/api/contract';
import { emptyApplication } from './fake-api';

const PASSPORT_SECONDARY: UploadTarget = {
  personTargetType: 1,
  documentType: 1,
  idvType: 'Passport',
  field: 'Document',
  caption: 'PassportDocument',
  accept: IMAGE_TYPES,
};
const input = { applicationUid: 'app-7', target: PASSPORT_SECONDARY };
const PNG = new File([new Uint8Array(10)], 'front.png', { type: 'image/png' });
const STORED = { DocumenUid: 'd-1' } as UploadedDocument;
const tick = () => new Promise((r) => setTimeout(r, 0));
const body = (EventType: IdvEventInput['EventType']): IdvEventInput => ({
  ApplicationUid: 'app-7',
  EventType,
  DocumentType: 1,
  PersonTargetType: 1,
});

/** A 'sendIdvEvent' that records its inputs; `outcome` 'fail' rejects, 'hang' never settles. */
function recorder(outcome: 'ok' | 'fail' | 'hang' = 'ok') {
  const sent: IdvEventInput[] = [];
  const actor = fromPromise<void, IdvEventInput>(({ input: i }) => {
    sent.push(i);
    if (outcome === 'fail') return Promise.reject(new Error('503'));
    if (outcome === 'hang') return new Promise<void>(() => {});
    return Promise.resolve();
  });
  return { actor, sent };
}
const upload = (answer: () => Promise<UploadedDocument>) =>
  fromPromise<UploadedDocument | null, UploadInput>(answer);
const stream = { getTracks: () => [{ stop: () => {} }] } as unknown as MediaStream;

describe('file upload → DocumentUploaded (doc 3 §2.6 "On success, go to KYC_VERIFICATION")', () => {
  it('the finished upload carries the report of its target; none while it fails', async () => {
    let n = 0;
    const actor = createActor(
      documentUploadMachine.provide({
        actors: {
          uploadDocument: upload(async () => {
            n += 1;
            if (n === 1) throw new Error('network');
            return STORED;
          }),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'upload.select', file: PNG });
    actor.send({ type: 'wizard.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().output).toBeUndefined();
    actor.send({ type: 'wizard.submit' });
    await tick();
    expect(actor.getSnapshot().output).toEqual({
      uploaded: STORED,
      report: body('DocumentUploaded'),
    });
  });

  /** The KYC machine on the secondary holder's passport file page, the real upload child inside. */
  async function onPassportPage(outcome: 'ok' | 'fail' | 'hang') {
    const ev = recorder(outcome);
    const docs: RequiredDocument[] = [
      {
        DocumenUid: 'd-1-1',
        DocumentType: 1,
        PersonTargetType: 1,
        Caption: 'PassportDocument',
        HolderName: 'Grace',
        IsUploaded: false,
        SandboxDocumentType: 'Passport',
      },
    ];
    const machine = kycMachine.provide({
      actors: {
        fetchRequired: fromPromise(async () => docs),
        sendIdvEvent: ev.actor,
        documentUpload: documentUploadMachine.provide({
          actors: { uploadDocument: upload(async () => STORED) },
        }),
      },
    });
    const actor = createActor(machine, {
      input: {
        applicationUid: 'app-7',
        application: emptyApplication({ ApplicationType: 'JointTenants' }),
        resumePath: '/kyc/proof-of-identity/secondary/passport/file',
      },
    }).start();
    await tick();
    expect(actor.getSnapshot().value).toBe(
      kycRouteByPath('/kyc/proof-of-identity/secondary/passport/file')!.id,
    );
    actor.send({ type: 'upload.select', file: PNG });
    actor.send({ type: 'wizard.submit' });
    await tick();
    return { actor, ev };
  }

  it('the KYC machine sends it once the page has ended, then shows the hub', async () => {
    const { actor, ev } = await onPassportPage('ok');
    expect(ev.sent).toEqual([body('DocumentUploaded')]);
    expect(actor.getSnapshot().value).toMatchObject({ hub: expect.any(String) });
  });

  it.each(['fail', 'hang'] as const)(
    'a report that %s does not hold the applicant back (the hub opens, the machine keeps running)',
    async (outcome) => {
      const { actor, ev } = await onPassportPage(outcome);
      await tick();
      expect(ev.sent).toHaveLength(1);
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().value).toMatchObject({ hub: expect.any(String) });
    },
  );
});

describe('webcam → CameraAccessDenied, CaptureCompleted, CaptureFailed, DocumentUploaded', () => {
  function camera(convert: () => Promise<File>, outcome: 'ok' | 'fail' = 'ok') {
    const ev = recorder(outcome);
    const actor = createActor(
      webcamMachine.provide({
        actors: {
          sendIdvEvent: ev.actor,
          uploadDocument: upload(async () => STORED),
          convertCapture: fromPromise(convert),
        },
      }),
      { input },
    ).start();
    return { actor, ev };
  }

  it('a refused camera (asking, or a live stream lost) reports CameraAccessDenied each time; the modal opens', () => {
    const { actor, ev } = camera(async () => PNG);
    actor.send({ type: 'camera.activate' });
    actor.send({ type: 'camera.denied' });
    expect(actor.getSnapshot().value).toBe('denied');
    actor.send({ type: 'modal.confirm' });
    actor.send({ type: 'camera.activate' });
    actor.send({ type: 'camera.ready', stream });
    actor.send({ type: 'camera.denied' });
    expect(actor.getSnapshot().value).toBe('denied');
    expect(ev.sent).toEqual([body('CameraAccessDenied'), body('CameraAccessDenied')]);
  });

  it('capture → CaptureCompleted; the stored still ends with its DocumentUploaded report', async () => {
    const { actor, ev } = camera(async () => PNG);
    actor.send({ type: 'camera.activate' });
    actor.send({ type: 'camera.ready', stream });
    expect(ev.sent).toEqual([]);
    actor.send({ type: 'camera.capture', image: 'data:image/jpeg;base64,AAAA' });
    await tick();
    expect(actor.getSnapshot().value).toBe('preview');
    expect(ev.sent).toEqual([body('CaptureCompleted')]);
    actor.send({ type: 'wizard.submit' });
    await tick();
    expect(actor.getSnapshot().status).toBe('done');
    expect(ev.sent).toEqual([body('CaptureCompleted')]);
    // The stored still's report travels in the output; the KYC machine sends it (as for a file).
    expect(actor.getSnapshot().output).toEqual({
      uploaded: null,
      report: body('DocumentUploaded'),
    });
  });

  it('a still that cannot be converted reports CaptureFailed; a failing report still lets the capture go on', async () => {
    const bad = camera(async () => {
      throw new Error('bad image');
    });
    bad.actor.send({ type: 'camera.activate' });
    bad.actor.send({ type: 'camera.ready', stream });
    bad.actor.send({ type: 'camera.capture', image: 'data:image/jpeg;base64,AAAA' });
    await tick();
    expect(bad.ev.sent).toEqual([body('CaptureFailed')]);

    const { actor, ev } = camera(async () => PNG, 'fail');
    actor.send({ type: 'camera.activate' });
    actor.send({ type: 'camera.ready', stream });
    actor.send({ type: 'camera.capture', image: 'data:image/jpeg;base64,AAAA' });
    await tick();
    actor.send({ type: 'wizard.submit' });
    await tick();
    expect(ev.sent.map((e) => e.EventType)).toEqual(['CaptureCompleted']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('sendIdvEvent (services/actors/kyc-actors.ts)', () => {
  function fakeApi(fail: boolean) {
    const calls: { op: string; opts: unknown }[] = [];
    const api = {
      call: async (op: string, opts: unknown) => {
        calls.push({ op, opts });
        if (fail) throw new Error('503');
        return {};
      },
    } as unknown as ApiClient;
    return { api, calls };
  }

  it('posts the idvEvent operation with the body and the stored fraud SessionId, with no abort signal', async () => {
    const { api, calls } = fakeApi(false);
    await sendIdvEvent(api, body('CameraAccessDenied'), '1764200000000abcdefabcdefabcdefabcd');
    expect(calls).toEqual([
      {
        op: 'idvEvent',
        opts: {
          json: { ...body('CameraAccessDenied'), SessionId: '1764200000000abcdefabcdefabcdefabcd' },
        },
      },
    ]);
  });

  it("a failed report rejects with the client's error (the machines' IDV_EVENT_ERROR wildcard ignores it)", async () => {
    const { api, calls } = fakeApi(true);
    await expect(sendIdvEvent(api, body('DocumentUploaded'), null)).rejects.toThrow('503');
    expect(calls).toHaveLength(1);
  });
});
