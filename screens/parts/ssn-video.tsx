/**
 * The SSN explainer video (doc 2 §2.4 "May show an SSN explainer video with captions. Play, pause
 * and end each send a CRM event"; §2.15 "An optional help-video link opens a video modal"): the
 * link and the modal, shared by the Secure intro and the SSN step (issue 35 item 6). The screen's
 * `data.video` (machines/view/specs/person.ts ssnVideoOf) is null without a broker SSNVideoSlug,
 * and neither shows; the machine owns the modal (machines/wizard-engine/video-states.ts).
 */
import { Modal } from '@mantine/core';
import { registerTexts, t } from '../../src/i18n/t';
import type { ScreenProps } from '../screen-props';

// The link's and the modal's texts (secureIntro.videoLink) come with the person fragment (issue 11).
registerTexts('person');

/** The video of `data.video`: its address and its WebVTT captions. */
export interface SsnVideo {
  url: string;
  captionsUrl: string;
}

/** 'Why do we need your SSN?' — sends `video.open`; nothing without a video. */
export function SsnVideoLink({
  video,
  send,
}: { video: SsnVideo | null | undefined } & Pick<ScreenProps, 'send'>) {
  if (!video) return null;
  return (
    <p className="w-note w-note--block">
      <button type="button" className="w-linkbtn" onClick={() => send({ type: 'video.open' })}>
        {t('secureIntro.videoLink')}
      </button>
    </p>
  );
}

/**
 * The help-video modal (doc 2 §2.4, §2.15): the video at RootUrl + SSNVideoSlug with an English
 * captions track; the player's play, pause, ended and error events go to the machine, which sends
 * the CRM events; after a failure 'videos.genericPlaybackError' shows (role alert).
 */
export function SsnVideoModal({
  video,
  view,
  send,
}: { video: SsnVideo | null | undefined } & Pick<ScreenProps, 'view' | 'send'>) {
  const opened = view.modal === 'ssnVideo' || view.modal === 'ssnVideoFailed';
  if (!video) return null;
  return (
    <Modal
      opened={opened}
      onClose={() => send({ type: 'modal.cancel' })}
      title={t('secureIntro.videoLink')}
      centered
      radius="md"
      size="lg"
      closeButtonProps={{ 'aria-label': t('videos.close') }}
    >
      <video
        className="w-video"
        src={video.url}
        controls
        preload="metadata"
        crossOrigin="anonymous"
        width="100%"
        aria-label={t('secureIntro.videoLink')}
        onPlay={() => send({ type: 'video.play' })}
        onPause={(e) => {
          // The browser pauses before 'ended': only a pause before the end is a pause.
          if (!e.currentTarget.ended) send({ type: 'video.pause' });
        }}
        onEnded={() => send({ type: 'video.ended' })}
        onError={() => send({ type: 'video.failed' })}
      >
        <track
          kind="captions"
          src={video.captionsUrl}
          srcLang="en"
          label={t('videos.captions')}
          default
        />
      </video>
      {view.modal === 'ssnVideoFailed' ? (
        <p role="alert" className="w-field-error">
          {t('videos.genericPlaybackError')}
        </p>
      ) : null}
    </Modal>
  );
}
