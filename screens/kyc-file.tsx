/**
 * Upload by file — every *.UPLOAD_FILE.* page, the residency uploads and
 * KYC_PROOF_OF_OWNERSHIP.UPLOAD (doc 3 §2.6 "Identity file upload", "Residency upload", social
 * security and ownership; §5 Uploads; §8; §9 preview height). A react-dropzone zone (one file):
 * the chosen file goes to the upload machine (`upload.select {file}`), which refuses a wrong type
 * or a file over 10 MiB before any request; the preview shows an image's thumbnail or a PDF's
 * icon and name; errors (the machine's or the server's) show in red under the zone; Continue
 * (`wizard.submit`) stays disabled until a file is chosen. Back is the shell's; 'Skip for now'
 * where the page allows it.
 *
 * data: { group, doc, upload: DocumentUploadView }.
 */
import './kyc.css';
import { useEffect, useMemo } from 'react';
import { useDropzone } from 'react-dropzone';
import { registerTexts, t } from '../src/i18n/t';
import { IconCheckDoc, IconClose, IconDownload, IconHome, IconId } from '../src/ui/icons';
import { busyGuard } from '../src/ui/button';
import { LinkButton, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { KycGroup, KycRoute } from '../machines/kyc/kyc-routes';
import { docName } from './kyc-method';
import type { ScreenProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('kyc');

/** The page's title and subtitle keys by group and document (doc 3 §2.6). */
function copyOf(
  group: KycGroup,
  doc: KycRoute['doc'] | undefined,
): { title: string; subtitle: string } {
  if (group === 'identity')
    return {
      title: t('kycUpload.identityTitle', { document: docName(doc) }),
      subtitle: t(doc === 'PASSPORT' ? 'kycUpload.passportSubtitle' : 'kycUpload.identitySubtitle'),
    };
  if (group === 'socialSecurity')
    return { title: t('kycUpload.sscTitle'), subtitle: t('kycUpload.identitySubtitle') };
  if (group === 'residence')
    return {
      title: t('kycUpload.residenceTitle', { document: docName(doc) }),
      subtitle: t('kycUpload.residenceSubtitle'),
    };
  return { title: t('kycUpload.ownershipTitle'), subtitle: t('kycUpload.otherSubtitle') };
}

/** A local preview URL of an image file, revoked when the file changes or the page unmounts. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(
    () =>
      file && file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

export default function KycFile({ view, send }: ScreenProps) {
  const { group = 'identity', doc, upload } = dataOf(view, 'kycFile');
  const file = upload?.file ?? null;
  const accept = upload?.accept ?? [];
  const pdf = accept.includes('application/pdf');
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    // The machine checks type and size (doc 3 §5); the picker only suggests the accepted kinds.
    accept: Object.fromEntries(accept.map((type) => [type, []])),
    disabled: view.busy,
    onDrop: (accepted, rejected) => {
      const chosen = accepted[0] ?? rejected[0]?.file;
      if (chosen) send({ type: 'upload.select', file: chosen });
    },
  });
  const preview = usePreviewUrl(file);
  const { title, subtitle } = copyOf(group, doc);
  const fieldLabel =
    group === 'identity' && doc !== 'PASSPORT'
      ? t('kycUpload.labelFront')
      : t('kycUpload.labelDocument');
  const error = upload?.error
    ? t(upload.error, { defaultValue: upload.errorFallbacks[upload.error] ?? upload.error })
    : null;
  return (
    <>
      <ScreenHeader
        icon={
          group === 'residence' ? (
            <IconHome />
          ) : group === 'ownership' ? (
            <IconCheckDoc />
          ) : (
            <IconId />
          )
        }
        title={title}
        subtitle={subtitle}
      />
      <p className="w-kyc-field-label" id="kyc-drop-label">
        {fieldLabel}
      </p>
      <div
        {...getRootProps({
          className: `w-dropzone${isDragActive ? ' is-active' : ''}${error ? ' has-error' : ''}${file ? ' has-file' : ''}`,
          'aria-labelledby': 'kyc-drop-label',
          'aria-describedby': error ? 'kyc-drop-error' : 'kyc-drop-types',
        })}
      >
        <input {...getInputProps({ 'aria-label': fieldLabel, name: 'Document' })} />
        {file ? (
          <div className="w-dropzone__preview">
            {preview ? (
              <img src={preview} alt={file.name} className="w-dropzone__img" />
            ) : (
              <span className="w-dropzone__pdf">
                <IconCheckDoc width={40} height={40} aria-hidden="true" />
                <span>{file.name}</span>
              </span>
            )}
          </div>
        ) : (
          <div className="w-dropzone__empty">
            <IconDownload width={28} height={28} aria-hidden="true" />
            <span className="w-dropzone__title">
              {isDragActive ? t('kycUpload.dropActive') : t('kycUpload.dropTitle')}
            </span>
            <span className="w-dropzone__or">{t('kycUpload.dropOr')}</span>
            <span className="w-dropzone__browse">{t('kycUpload.browse')}</span>
            <span className="w-dropzone__types" id="kyc-drop-types">
              {t(pdf ? 'kycUpload.typesImageOrPdf' : 'kycUpload.typesImage')}
            </span>
          </div>
        )}
      </div>
      {file ? (
        <div className="w-dropzone__file">
          <span>{t('kycUpload.selected', { name: file.name })}</span>
          <button
            type="button"
            className="w-iconbtn"
            aria-label={t('kycUpload.remove')}
            {...busyGuard(view.busy, () => send({ type: 'upload.clear' }))}
          >
            <IconClose width={16} height={16} />
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="w-dropzone__error" id="kyc-drop-error" role="alert">
          {error}
        </p>
      ) : null}
      {upload?.step === 'uploading' ? (
        <p className="w-sr" role="status">
          {t('kycUpload.uploading')}
        </p>
      ) : null}
      <SubmitRow
        label={t('kycUpload.continue')}
        busy={view.busy}
        disabled={!upload?.canSubmit}
        onClick={() => send({ type: 'wizard.submit', values: {} })}
        secondary={
          view.canSkip ? (
            <LinkButton onClick={() => send({ type: 'wizard.skip' })}>
              {t('kycUpload.skip')}
            </LinkButton>
          ) : undefined
        }
      />
    </>
  );
}
