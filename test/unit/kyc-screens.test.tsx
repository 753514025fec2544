// @vitest-environment jsdom
/**
 * The KYC screens (doc 3 §2.6, §5, §8) rendered in jsdom: the hub's rows (status, disabled when
 * uploaded, `kyc.open`, skip), the identity chooser (first name, options, the uploaded check), the
 * file page (drop zone → `upload.select`, Continue disabled until a file, the error under the
 * zone, submit), the camera page (checklist, activate, the camera-access modal with its file
 * route) and the done page.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentUploadView } from '../../machines/kyc/document-upload.machine';
import type { ChooserOption, HubItem } from '../../machines/kyc/kyc-requirements';
import { IMAGE_TYPES } from '../../machines/kyc/kyc-uploads';
import type { WebcamView } from '../../machines/kyc/webcam-view';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import KycCamera from '../../screens/kyc-camera';
import KycChooser from '../../screens/kyc-chooser';
import KycDoneSkip from '../../screens/kyc-done-skip';
import KycFile from '../../screens/kyc-file';
import KycVerification from '../../screens/kyc-verification';
import { t } from '../../src/i18n/t';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

function renderScreen(el: (send: (e: ScreenEvent) => void) => ReactElement) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  render(<MantineProvider>{el(send)}</MantineProvider>);
  return send;
}
const view = (
  screenId: ScreenView['screen'],
  path: string,
  data: Record<string, unknown>,
  over: Partial<ScreenView> = {},
) =>
  screenView({ screen: screenId, path, titleKey: 'pageTitles.kycVerification' }, { data, ...over });

describe('hub (KYC_VERIFICATION)', () => {
  const items: HubItem[] = [
    {
      id: 'main.identity',
      slot: 'main',
      group: 'identity',
      titleKey: 'kycVerification.proofOfIdentity',
      holder: null,
      uploaded: true,
    },
    {
      id: 'main.residence',
      slot: 'main',
      group: 'residence',
      titleKey: 'kycVerification.proofOfResidence',
      holder: null,
      uploaded: false,
    },
  ];

  it('lists the rows with their status; uploaded rows are disabled; a row sends kyc.open; skip', () => {
    const send = renderScreen((s) => (
      <KycVerification
        view={view('kycVerification', '/kyc/verification', { items })}
        shell={TEST_SHELL}
        send={s}
      />
    ));
    const identity = screen.getByRole('button', {
      name: new RegExp(t('kycVerification.proofOfIdentity')),
    });
    expect((identity as HTMLButtonElement).disabled).toBe(true);
    expect(identity.textContent).toContain(t('kycVerification.uploaded'));
    const residence = screen.getByRole('button', {
      name: new RegExp(t('kycVerification.proofOfResidence')),
    });
    expect(residence.textContent).toContain(t('kycVerification.notUploaded'));
    fireEvent.click(residence);
    expect(send).toHaveBeenLastCalledWith({ type: 'kyc.open', item: 'main.residence' });
    expect(screen.getByText(t('kycHub.progress', { done: '1', total: '2' }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('kycVerification.skip') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'wizard.skip' });
  });

  it('shows the loading line before the first answer, and a retry after a failed fetch', () => {
    const send = renderScreen((s) => (
      <KycVerification
        view={view('kycVerification', '/kyc/verification', {
          items: null,
          fetchError: 'kycHub.fetchError',
        })}
        shell={TEST_SHELL}
        send={s}
      />
    ));
    expect(screen.getByText(t('kycHub.fetchError'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('kycHub.retry') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'kyc.retry' });
  });
});

describe('identity chooser', () => {
  const options: ChooserOption[] = [
    { id: 'DRIVERS_LICENSE', titleKey: 'kycDocs.driversLicense', uploaded: false, disabled: false },
    { id: 'GOVERNMENT_ID', titleKey: 'kycDocs.governmentId', uploaded: true, disabled: true },
  ];
  it('addresses the first name, lists the options, an uploaded one is checked and not clickable', () => {
    const send = renderScreen((s) => (
      <KycChooser
        view={view(
          'kycChooser',
          '/kyc/proof-of-identity',
          { group: 'identity', options, firstName: 'Ada' },
          { canSkip: true },
        )}
        shell={TEST_SHELL}
        send={s}
      />
    ));
    expect(
      screen.getByRole('heading', { name: t('kycChooser.identityTitle', { name: 'Ada' }) }),
    ).toBeTruthy();
    expect(
      (
        screen.getByRole('button', {
          name: new RegExp(t('kycDocs.governmentId')),
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t('kycDocs.driversLicense')) }));
    expect(send).toHaveBeenLastCalledWith({ type: 'kyc.choose', option: 'DRIVERS_LICENSE' });
    fireEvent.click(screen.getByRole('button', { name: t('kycChooser.skip') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'wizard.skip' });
  });
});

describe('file page', () => {
  const upload = (over: Partial<DocumentUploadView> = {}): DocumentUploadView => ({
    step: 'idle',
    file: null,
    error: null,
    errorFallbacks: {},
    accept: IMAGE_TYPES,
    canSubmit: false,
    ...over,
  });
  const path = '/kyc/proof-of-identity/drivers-license/file';

  it('Continue is disabled until a file; a dropped file goes to the machine', async () => {
    const send = renderScreen((s) => (
      <KycFile
        view={view('kycFile', path, {
          group: 'identity',
          doc: 'DRIVERS_LICENSE',
          upload: upload(),
        })}
        shell={TEST_SHELL}
        send={s}
      />
    ));
    expect(
      (screen.getByRole('button', { name: t('kycUpload.continue') }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.getAttribute('aria-label')).toBe(t('kycUpload.labelFront'));
    const file = new File([new Uint8Array(4)], 'front.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'upload.select', file }));
  });

  it('shows the chosen file, the server error under the zone (with its message as fallback), and submits', () => {
    const file = new File([new Uint8Array(4)], 'scan.pdf', { type: 'application/pdf' });
    const v = upload({
      step: 'failed',
      file,
      error: 'apiErrors.SomeNewCode',
      errorFallbacks: { 'apiErrors.SomeNewCode': 'Image quality is too low. Please try again.' },
      canSubmit: true,
    });
    const send = renderScreen((s) => (
      <KycFile
        view={view('kycFile', path, { group: 'identity', doc: 'DRIVERS_LICENSE', upload: v })}
        shell={TEST_SHELL}
        send={s}
      />
    ));
    expect(screen.getByRole('alert').textContent).toBe(
      'Image quality is too low. Please try again.',
    );
    expect(screen.getByText(t('kycUpload.selected', { name: 'scan.pdf' }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('kycUpload.continue') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'wizard.submit', values: {} });
    fireEvent.click(screen.getByRole('button', { name: t('kycUpload.remove') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'upload.clear' });
  });
});

describe('camera page', () => {
  const cam = (over: Partial<WebcamView> = {}): WebcamView => ({
    step: 'inactive',
    cameraOn: false,
    file: null,
    error: null,
    errorFallbacks: {},
    ...over,
  });
  const path = '/kyc/proof-of-identity/drivers-license/camera';

  it('shows the three-item checklist and activates the camera', () => {
    const send = renderScreen((s) => (
      <KycCamera
        view={view('kycCamera', path, { group: 'identity', doc: 'DRIVERS_LICENSE', webcam: cam() })}
        shell={TEST_SHELL}
        send={s}
      />
    ));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: t('kycCamera.activate') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'camera.activate' });
  });

  it('denied: the camera-access modal with its two lines, OK and the file route', () => {
    const send = renderScreen((s) => (
      <KycCamera
        view={view(
          'kycCamera',
          path,
          { group: 'identity', doc: 'DRIVERS_LICENSE', webcam: cam({ step: 'denied' }) },
          { modal: 'cameraAccess' },
        )}
        shell={TEST_SHELL}
        send={s}
      />
    ));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(t('kycCamera.noAccessTitle'));
    expect(dialog.textContent).toContain(t('kycCamera.noAccessText'));
    fireEvent.click(screen.getByRole('button', { name: t('kycCamera.useFile') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'kyc.method', method: 'file' });
    fireEvent.click(screen.getByRole('button', { name: t('kycCamera.ok') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'modal.confirm' });
  });
});

describe('done pages', () => {
  it("KYC_DONE reads 'Processing verification'; 'Go to my account' sends portal.go", () => {
    const send = renderScreen((s) => (
      <KycDoneSkip
        view={view('kycDone', '/kyc/done', { skipped: false })}
        shell={TEST_SHELL}
        send={s}
      />
    ));
    expect(screen.getByRole('heading', { name: t('kycDone.title') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('kycDone.goToAccount') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'portal.go' });
  });
});
