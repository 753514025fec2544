/**
 * The camera page's view of the webcam machine (doc 3 §2.6 "Take a photo"; ScreenView.data.webcam),
 * apart from machines/kyc/webcam.machine.ts so that machines/kyc/kyc-view.ts — in the entry chunk —
 * does not carry the machine itself (issue 22 "Bytes"; the machine loads with the KYC chunk).
 */
/** What the camera page renders (ScreenView.data.webcam). */
export interface WebcamView {
  step:
    'inactive' | 'requesting' | 'denied' | 'live' | 'converting' | 'preview' | 'uploading' | 'done';
  /** The camera should be on (react-webcam mounted). */
  cameraOn: boolean;
  file: File | null;
  error: string | null;
  errorFallbacks: Record<string, string>;
}

/** The camera page's view of a webcam snapshot (doc 3 §2.6). */
export function webcamViewOf(s: {
  value: unknown;
  context: { file: File | null; error: string | null; errorFallbacks: Record<string, string> };
  status: string;
}): WebcamView {
  const step = (s.status === 'done' ? 'done' : String(s.value)) as WebcamView['step'];
  return {
    step,
    cameraOn: step === 'requesting' || step === 'live',
    file: s.context.file,
    error: s.context.error,
    errorFallbacks: s.context.errorFallbacks,
  };
}
