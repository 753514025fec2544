/**
 * The KYC upload and webcam machines (machines/kyc/document-upload.machine.ts,
 * webcam.machine.ts; doc 3 §2.6, §4 Webcam capture, §5 Uploads, §8): a model (@xstate/graph
 * getShortestPaths over the machine with every event the page and the actors can send) must
 * reach every state and every transition (printed); behaviour runs with fake actors: a refused
 * type or size makes no request, a server error stays on the page with its message and can be
 * retried, leaving the page aborts the upload, the camera denied opens the modal, retake, and
 * the stream's tracks are stopped after the capture and when the page is left.
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  getInitialSnapshot,
  transition,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyStateNode,
} from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import {
  documentUploadMachine,
  documentUploadViewOf,
} from '../../machines/kyc/document-upload.machine';
import { IMAGE_OR_PDF_TYPES, IMAGE_TYPES, type UploadTarget } from '../../machines/kyc/kyc-uploads';
import { webcamMachine } from '../../machines/kyc/webcam.machine';
import { webcamViewOf } from '../../machines/kyc/webcam-view';
import { ApiError } from '../../services/api/client';
import type { UploadedDocument } from '../../services/api/contract';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets, type Seen } from './coverage';

const IDENTITY: UploadTarget = {
  personTargetType: 0,
  documentType: 2,
  idvType: 'License',
  field: 'DocumentFront',
  caption: 'DriversLicense',
  accept: IMAGE_TYPES,
};
const RESIDENCE: UploadTarget = {
  personTargetType: 0,
  documentType: 4,
  idvType: null,
  field: 'Document',
  caption: 'ProofOfResidence',
  accept: IMAGE_OR_PDF_TYPES,
};
const input = (target: UploadTarget = IDENTITY) => ({ applicationUid: 'app-1', target });
const file = (type: string, size = 10, name = 'doc') =>
  new File([new Uint8Array(size)], name, { type });
const PNG = file('image/png', 100, 'front.png');
const PDF = file('application/pdf', 100, 'bill.pdf');
const BIG = file('image/jpeg', 10 * 1024 * 1024 + 1, 'big.jpg');
const STORED: UploadedDocument = {
  DocumenUid: 'doc-1',
  DocumentType: 2,
  PersonTargetType: 0,
  Caption: 'DriversLicense',
  SandboxDocumentType: 'License',
  MediaType: 'image/png',
  Size: 100,
  UploadedOn: '2025-01-01T00:00:00.000Z',
};
const serverError = (Code: string, Message: string, status = 422) =>
  new ApiError({ status, errors: [{ Code, Message, Context: 'DocumentFront' }] });

/**
 * Shortest paths (@xstate/graph) through `machine` from its initial snapshot with `events`,
 * recording every transition taken and every state entered.
 */
function model(
  machine: AnyActorLogic & {
    root: AnyStateNode;
    getTransitionData: (s: never, e: never) => unknown[];
  },
  inp: unknown,
  events: AnyEventObject[],
  key: (s: never) => string,
) {
  const seen = seenSets();
  const logic = recordingLogic(machine as never, seen) as typeof machine;
  nodesOf(getInitialSnapshot(machine, inp)).forEach((n) => seen.states.add(n.id));
  const paths = getShortestPaths(
    logic as never,
    { events: events as never, serializeState: key as never, input: inp } as never,
  );
  return { paths, seen };
}

function coverage(name: string, root: AnyStateNode, runs: { seen: Seen; paths: unknown[] }[]) {
  const seen = seenSets();
  for (const r of runs) {
    r.seen.states.forEach((id) => seen.states.add(id));
    r.seen.transitions.forEach((t) => seen.transitions.add(t));
  }
  const all = inventory(root);
  const { missingStates, missingTransitions, line } = coverageOf(all, seen);
  console.info(
    `${name}: ${runs.reduce((n, r) => n + r.paths.length, 0)} shortest paths; ${line}\n  ${[...all.transitions].sort().join('\n  ')}`,
  );
  return { missingStates, missingTransitions };
}

describe('document upload machine: model (@xstate/graph)', () => {
  const EVENTS: AnyEventObject[] = [
    { type: 'upload.select', file: PNG },
    { type: 'upload.select', file: PDF },
    { type: 'upload.select', file: BIG },
    { type: 'upload.clear' },
    { type: 'wizard.submit', values: {} },
    { type: 'xstate.done.actor.uploadDocument', output: STORED },
    {
      type: 'xstate.error.actor.uploadDocument',
      error: serverError('DocumentUploadError', 'Image quality is too low. Please try again.'),
    },
  ];
  const key = (s: {
    value: unknown;
    status: string;
    context: { file: File | null; error: string | null };
  }) => JSON.stringify([s.value, s.status, s.context.file?.name ?? null, s.context.error]);

  it('every state and every transition is reached (identity and residency targets)', () => {
    const runs = [
      model(documentUploadMachine as never, input(IDENTITY), EVENTS, key as never),
      model(documentUploadMachine as never, input(RESIDENCE), EVENTS, key as never),
    ];
    const { missingStates, missingTransitions } = coverage(
      'document upload',
      documentUploadMachine.root,
      runs,
    );
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    // Both targets reach the upload's end.
    expect(runs.every((r) => r.seen.states.has('documentUpload.done'))).toBe(true);
  });

  it('type refused before any request: a PDF for an identity document, over 10 MiB for any', () => {
    const s0 = getInitialSnapshot(documentUploadMachine, input(IDENTITY));
    const [s1] = transition(documentUploadMachine, s0, { type: 'upload.select', file: PDF });
    expect(s1.value).toBe('idle');
    expect(s1.context.error).toBe('kycUpload.errors.typeImage');
    expect(documentUploadViewOf(s1).canSubmit).toBe(false);
    const [s2] = transition(documentUploadMachine, s1, { type: 'wizard.submit' });
    expect(s2.value).toBe('idle');
    const r0 = getInitialSnapshot(documentUploadMachine, input(RESIDENCE));
    const [r1] = transition(documentUploadMachine, r0, { type: 'upload.select', file: PDF });
    expect(r1.value).toBe('selected');
    const [r2] = transition(documentUploadMachine, r1, { type: 'upload.select', file: BIG });
    expect(r2.value).toBe('idle');
    expect(r2.context.error).toBe('kycUpload.errors.tooLarge');
    expect(r2.context.file).toBeNull();
  });
});

function fakeUpload(answer: (n: number) => Promise<UploadedDocument>) {
  const calls: { target: UploadTarget; name: string; signal: AbortSignal }[] = [];
  const actor = fromPromise<
    UploadedDocument | null,
    { applicationUid: string; target: UploadTarget; file: File }
  >(({ input, signal }) => {
    calls.push({ target: input.target, name: input.file.name, signal });
    return answer(calls.length);
  });
  return { actor, calls };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('document upload machine: behaviour', () => {
  it('a refused type sends nothing; an accepted file uploads once with the page target and ends done', async () => {
    const up = fakeUpload(async () => STORED);
    const actor = createActor(
      documentUploadMachine.provide({ actors: { uploadDocument: up.actor } }),
      { input: input() },
    ).start();
    actor.send({ type: 'upload.select', file: file('text/plain', 5, 'notes.txt') });
    actor.send({ type: 'wizard.submit' });
    expect(up.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.error).toBe('kycUpload.errors.typeImage');
    actor.send({ type: 'upload.select', file: PNG });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    await tick();
    expect(up.calls.map((c) => [c.name, c.target.documentType, c.target.idvType])).toEqual([
      ['front.png', 2, 'License'],
    ]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ uploaded: STORED });
  });

  it('a server error stays on the page under the zone (apiErrors.<Code> with the server message); Continue retries the same file', async () => {
    const up = fakeUpload(async (n) => {
      if (n === 1)
        throw serverError('DocumentUploadError', 'Image quality is too low. Please try again.');
      if (n === 2)
        throw serverError(
          'UnsupportedDocumentUploadMediaType',
          'Only png, jpeg or gif files are accepted.',
          400,
        );
      return STORED;
    });
    const actor = createActor(
      documentUploadMachine.provide({ actors: { uploadDocument: up.actor } }),
      { input: input() },
    ).start();
    actor.send({ type: 'upload.select', file: PNG });
    actor.send({ type: 'wizard.submit' });
    await tick();
    let view = documentUploadViewOf(actor.getSnapshot());
    expect(view.step).toBe('failed');
    expect(view.error).toBe('apiErrors.DocumentUploadError');
    expect(view.canSubmit).toBe(true);
    actor.send({ type: 'wizard.submit' });
    await tick();
    view = documentUploadViewOf(actor.getSnapshot());
    expect(view.error).toBe('apiErrors.UnsupportedDocumentUploadMediaType');
    actor.send({ type: 'wizard.submit' });
    await tick();
    expect(up.calls).toHaveLength(3);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancel: leaving the page while uploading aborts the request', async () => {
    const up = fakeUpload(() => new Promise(() => {}));
    const actor = createActor(
      documentUploadMachine.provide({ actors: { uploadDocument: up.actor } }),
      { input: input() },
    ).start();
    actor.send({ type: 'upload.select', file: PNG });
    actor.send({ type: 'wizard.submit' });
    await tick();
    expect(up.calls[0].signal.aborted).toBe(false);
    actor.stop();
    expect(up.calls[0].signal.aborted).toBe(true);
  });
});

/** A fake MediaStream whose tracks record stop(). */
function fakeStream() {
  const stopped: string[] = [];
  const tracks = [{ stop: () => stopped.push('video') }];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, stopped };
}

describe('webcam machine: model (@xstate/graph)', () => {
  const { stream } = fakeStream();
  const EVENTS: AnyEventObject[] = [
    { type: 'camera.activate' },
    { type: 'camera.ready', stream },
    { type: 'camera.denied' },
    { type: 'camera.capture', image: 'data:image/jpeg;base64,AAAA' },
    { type: 'camera.retake' },
    { type: 'modal.confirm' },
    { type: 'wizard.submit', values: {} },
    { type: 'xstate.done.actor.convertCapture', output: PNG },
    { type: 'xstate.error.actor.convertCapture', error: new Error('bad image') },
    { type: 'xstate.done.actor.uploadDocument', output: STORED },
    // A failed identity-verification report (machines/kyc/idv-events.ts) is ignored.
    { type: 'xstate.error.actor.idvEvent.CameraAccessDenied.1', error: new Error('503') },
    {
      type: 'xstate.error.actor.uploadDocument',
      error: serverError('CaptureError', 'The capture could not be processed.'),
    },
  ];
  const key = (s: {
    value: unknown;
    status: string;
    context: { file: File | null; error: string | null; stream: unknown };
  }) => JSON.stringify([s.value, s.status, !!s.context.file, s.context.error, !!s.context.stream]);

  it('every state and every transition is reached', () => {
    const run = model(webcamMachine as never, input(IDENTITY), EVENTS, key as never);
    const { missingStates, missingTransitions } = coverage('webcam', webcamMachine.root, [run]);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  it('denied opens the camera-access modal (meta), OK closes it; the view says when the camera is on', () => {
    const s0 = getInitialSnapshot(webcamMachine, input());
    const [s1] = transition(webcamMachine, s0, { type: 'camera.activate' });
    expect(webcamViewOf(s1)).toMatchObject({ step: 'requesting', cameraOn: true });
    const [s2] = transition(webcamMachine, s1, { type: 'camera.denied' });
    expect(s2.getMeta()).toEqual({ 'webcam.denied': { modal: 'cameraAccess' } });
    expect(webcamViewOf(s2).cameraOn).toBe(false);
    const [s3] = transition(webcamMachine, s2, { type: 'modal.confirm' });
    expect(s3.value).toBe('inactive');
  });
});

describe('webcam machine: behaviour', () => {
  function provided(opts: { upload?: (n: number) => Promise<UploadedDocument> } = {}) {
    const up = fakeUpload(opts.upload ?? (async () => STORED));
    const converted: string[] = [];
    const machine = webcamMachine.provide({
      actors: {
        uploadDocument: up.actor,
        convertCapture: fromPromise(async ({ input }: { input: { image: string } }) => {
          converted.push(input.image);
          return file('image/png', 50, 'capture.png');
        }),
      },
    });
    return { machine, up, converted };
  }

  it('activate → live → capture: the still is converted to PNG, the camera switched off, then uploaded', async () => {
    const { machine, up, converted } = provided();
    const cam = fakeStream();
    const actor = createActor(machine, { input: input() }).start();
    actor.send({ type: 'camera.activate' });
    actor.send({ type: 'camera.ready', stream: cam.stream });
    expect(actor.getSnapshot().value).toBe('live');
    expect(cam.stopped).toEqual([]);
    actor.send({ type: 'camera.capture', image: 'data:image/jpeg;base64,AAAA' });
    expect(cam.stopped).toEqual(['video']);
    await tick();
    expect(converted).toEqual(['data:image/jpeg;base64,AAAA']);
    expect(webcamViewOf(actor.getSnapshot())).toMatchObject({ step: 'preview', cameraOn: false });
    expect(actor.getSnapshot().context.file?.type).toBe('image/png');
    actor.send({ type: 'wizard.submit' });
    await tick();
    expect(up.calls.map((c) => c.name)).toEqual(['capture.png']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('retake asks for the camera again and drops the still; a server error returns to the preview with its message', async () => {
    const { machine, up } = provided({
      upload: async (n) => {
        if (n === 1)
          throw serverError('DocumentUploadError', 'Image quality is too low. Please try again.');
        return STORED;
      },
    });
    const actor = createActor(machine, { input: input() }).start();
    actor.send({ type: 'camera.activate' });
    actor.send({ type: 'camera.ready', stream: fakeStream().stream });
    actor.send({ type: 'camera.capture', image: 'data:1' });
    await tick();
    actor.send({ type: 'camera.retake' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context.file).toBeNull();
    actor.send({ type: 'camera.ready', stream: fakeStream().stream });
    actor.send({ type: 'camera.capture', image: 'data:2' });
    await tick();
    actor.send({ type: 'wizard.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('preview');
    expect(actor.getSnapshot().context.error).toBe('apiErrors.DocumentUploadError');
    actor.send({ type: 'wizard.submit' });
    await tick();
    expect(up.calls).toHaveLength(2);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancel: leaving the page while live stops the stream; a stream that arrives late is stopped at once', () => {
    const { machine } = provided();
    const cam = fakeStream();
    const actor = createActor(machine, { input: input() }).start();
    actor.send({ type: 'camera.activate' });
    actor.send({ type: 'camera.ready', stream: cam.stream });
    actor.stop();
    expect(cam.stopped).toEqual(['video']);
    const late = fakeStream();
    const a2 = createActor(machine, { input: input() }).start();
    a2.send({ type: 'camera.ready', stream: late.stream });
    expect(late.stopped).toEqual(['video']);
    expect(a2.getSnapshot().value).toBe('inactive');
  });
});
