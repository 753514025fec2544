/**
 * Webcam capture — every *.UPLOAD_CAMERA.* page (doc 3 §2.6 "Identity webcam capture", social
 * security webcam capture; §4 Webcam capture; §8 camera unavailable; §9 3266x2449 JPEG → PNG),
 * rendered from the webcam machine (machines/kyc/webcam.machine.ts): a three-item checklist,
 * 'Activate camera' (`camera.activate`); react-webcam is mounted while the machine is
 * `requesting` / `live` and reports `camera.ready {stream}` (when the video has its first frame) / `camera.denied`; 'Capture front' /
 * 'Capture ID' sends the JPEG still (`camera.capture {image}`); the preview offers 'Retake'
 * (`camera.retake`) and Continue (`wizard.submit`). Denied: the camera-access modal (OK →
 * `modal.confirm`; 'Upload a file instead' → `kyc.method {method: 'file'}`).
 *
 * data: { group, doc, webcam: WebcamView }.
 */
import './kyc.css';
import '../src/ui/modal-styles';
import { Modal } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import Webcam from 'react-webcam';
import { Button } from '../src/ui/button';
import { registerTexts, t } from '../src/i18n/t';
import { IconCheck, IconId } from '../src/ui/icons';
import { ScreenHeader, SubmitRow } from '../src/ui/parts';
import { WEBCAM_HEIGHT, WEBCAM_WIDTH } from '../machines/kyc/webcam.machine';
import type { WebcamView } from '../machines/kyc/webcam-view';
import { docName } from './kyc-method';
import type { ScreenProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('kyc');

const VIDEO = {
  width: { ideal: WEBCAM_WIDTH },
  height: { ideal: WEBCAM_HEIGHT },
  facingMode: 'environment',
};

export default function KycCamera({ view, send }: ScreenProps) {
  const doc = dataOf(view, 'kycCamera').doc;
  // A cast, not dataOf: the React compiler keeps the memoized preview only for a props-derived file.
  const cam = view.data.webcam as WebcamView | undefined;
  const step = cam?.step ?? 'inactive';
  const ref = useRef<Webcam>(null);
  const file = cam?.file;
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const capture = () => {
    const image = ref.current?.getScreenshot();
    if (image) send({ type: 'camera.capture', image });
  };
  const error = cam?.error
    ? t(cam.error, { defaultValue: cam.errorFallbacks[cam.error] ?? cam.error })
    : null;
  return (
    <>
      <ScreenHeader icon={<IconId />} title={t('kycCamera.title', { document: docName(doc) })} />
      {step === 'inactive' || step === 'denied' ? (
        <section className="w-kyc-checklist" aria-labelledby="kyc-check-title">
          <h2 id="kyc-check-title">{t('kycCamera.checklistTitle')}</h2>
          <ol>
            {(['check1', 'check2', 'check3'] as const).map((k) => (
              <li key={k}>
                <IconCheck width={16} height={16} aria-hidden="true" />
                {t(`kycCamera.${k}`)}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {cam?.cameraOn ? (
        <div className="w-camera">
          <Webcam
            ref={ref}
            audio={false}
            mirrored={false}
            screenshotFormat="image/jpeg"
            screenshotQuality={1}
            forceScreenshotSourceSize
            videoConstraints={VIDEO}
            // Live once the video has a frame (a still taken earlier would be empty); the stream is react-webcam's.
            onLoadedData={() => send({ type: 'camera.ready', stream: ref.current?.stream ?? null })}
            onUserMediaError={() => send({ type: 'camera.denied' })}
            aria-label={t('kycCamera.videoLabel')}
            className="w-camera__video"
          />
          {step === 'requesting' ? (
            <p className="w-camera__starting" role="status">
              {t('kycCamera.starting')}
            </p>
          ) : null}
        </div>
      ) : null}
      {preview && (step === 'preview' || step === 'uploading') ? (
        <div className="w-camera">
          <img src={preview} alt={t('kycCamera.previewAlt')} className="w-camera__video" />
        </div>
      ) : null}
      {error ? (
        <p className="w-dropzone__error" role="alert">
          {error}
        </p>
      ) : null}
      {step === 'inactive' || step === 'denied' ? (
        <SubmitRow
          label={t('kycCamera.activate')}
          onClick={() => send({ type: 'camera.activate' })}
        />
      ) : null}
      {step === 'requesting' || step === 'live' || step === 'converting' ? (
        <SubmitRow
          label={t(doc === 'PASSPORT' ? 'kycCamera.captureId' : 'kycCamera.captureFront')}
          busy={step === 'converting'}
          disabled={step !== 'live'}
          onClick={capture}
        />
      ) : null}
      {step === 'preview' || step === 'uploading' ? (
        <SubmitRow
          label={t('kycCamera.continue')}
          busy={view.busy}
          onClick={() => send({ type: 'wizard.submit', values: {} })}
          secondary={
            <Button
              variant="default"
              onClick={() => send({ type: 'camera.retake' })}
              busy={view.busy}
            >
              {t('kycCamera.retake')}
            </Button>
          }
        />
      ) : null}
      {view.modal === 'cameraAccess' ? (
        <Modal
          opened
          onClose={() => send({ type: 'modal.confirm' })}
          title={t('kycCamera.noAccessTitle')}
          centered
          radius="md"
        >
          <p className="w-modal-text" role="alert">
            {t('kycCamera.noAccessText')}
          </p>
          <div className="w-modal-actions w-modal-actions--end">
            <Button variant="default" onClick={() => send({ type: 'kyc.method', method: 'file' })}>
              {t('kycCamera.useFile')}
            </Button>
            <Button onClick={() => send({ type: 'modal.confirm' })}>{t('kycCamera.ok')}</Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
