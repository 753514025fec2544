/**
 * The KYC machine's events and the event types the root forwards to it (machines/kyc/kyc.machine.ts),
 * apart from the machine so the entry code (the root's KYC states, the screen contract) names them
 * without holding the machine (issue 11 bundle budget).
 */
/** Events the KYC screens send (besides wizard.*, modal.*, upload.*, camera.* forwarded to the page's child). */
export type KycEvent =
  /** A hub row ('main.identity', 'secondary.socialSecurity' …, machines/kyc/kyc-requirements.ts HubItem.id). */
  | { type: 'kyc.open'; item: string }
  /** A chooser option (DRIVERS_LICENSE, PASSPORT, GOVERNMENT_ID, UTILITY_BILL, BANK_STATEMENT, VOIDED_CHECK, OWNERSHIP). */
  | { type: 'kyc.choose'; option: string }
  /** The upload method (doc 3 §2.6 'Webcam' or 'File upload'); also the camera-access modal's file route. */
  | { type: 'kyc.method'; method: 'file' | 'camera' }
  /** Fetch the requirements again after a failure. */
  | { type: 'kyc.retry' }
  /** 'Continue on your phone' (issue 9): create a hand-off link for the method page's document. */
  | { type: 'kyc.handoff' };
/** The file and camera pages' events (machines/kyc/document-upload.machine.ts, webcam.machine.ts). */
export type KycPageEvent =
  | { type: 'upload.select'; file: File }
  | { type: 'upload.clear' }
  | { type: 'camera.activate' }
  | { type: 'camera.ready'; stream: MediaStream | null }
  | { type: 'camera.denied' }
  | { type: 'camera.capture'; image: string }
  | { type: 'camera.retake' };
/** The shared events the root hands on to the KYC machine. */
export type KycForwardedEvent =
  | { type: 'wizard.submit'; values?: Record<string, unknown> }
  | { type: 'wizard.back' }
  | { type: 'wizard.skip' }
  | { type: 'modal.confirm' }
  | { type: 'url.changed'; path: string };
export type KycMachineEvent = KycEvent | KycPageEvent | KycForwardedEvent;

/** The event types the root forwards to the KYC machine. */
export const KYC_EVENT_TYPES = [
  'kyc.open',
  'kyc.choose',
  'kyc.method',
  'kyc.retry',
  'kyc.handoff',
  'wizard.submit',
  'wizard.back',
  'wizard.skip',
  'modal.confirm',
  'url.changed',
  'upload.select',
  'upload.clear',
  'camera.activate',
  'camera.ready',
  'camera.denied',
  'camera.capture',
  'camera.retake',
] as const satisfies readonly KycMachineEvent['type'][];
