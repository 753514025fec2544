// @vitest-environment jsdom
/**
 * The SSN step's last-4 variant and help video (doc 2 §2.15, §5, §2.4): the variant rule with its
 * two flags, the last-4 rules (ssnRequired, ssnDigits, ssnNotValid), what …/ssns accepts, the
 * stored last 4 answered as four digits, the four code boxes' submit, and the video modal sending
 * play / pause / ended / failed and showing 'videos.genericPlaybackError'.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import type { SpecContext } from '../../machines/view/screen-spec';
import { ssnVariantOf, ssnVideoOf } from '../../machines/view/specs/person';
import Ssn, { SsnForm } from '../../screens/ssn';
import { ssnPayload } from '../../services/api/section-savers';
import { ssnLast4Form, ssnStoredSchema } from '../../services/api/fields';
import { createPiiCipher, maskedSsn } from '../../server/auth/pii';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

const k = (key: string) => `fields.errors.validation.${key}`;
const firstError = (v: unknown) => {
  const r = ssnLast4Form.safeParse({ Ssn: v });
  return r.success ? null : r.error.issues[0].message;
};

function ctx(over: {
  type?: string;
  person?: 'main' | 'secondary' | 'minor';
  ssn?: string | null;
  assisted?: boolean;
  irs?: boolean;
}): SpecContext {
  const person = { PersonUid: 'p', PersonSsn: over.ssn ? { Ssn: over.ssn } : null };
  const type = over.type ?? 'Individual';
  const application = {
    ApplicationUid: 'a',
    ApplicationType: type,
    IndividualApplication: { Owner: person },
    IRAApplication: { Owner: person },
    UTMAApplication: { Custodian: person, Minor: person },
  };
  return {
    application,
    person: over.person ?? 'main',
    assisted: over.assisted ?? false,
    settings: { IsIRSRequired: over.irs ?? true, RootUrl: 'https://root.test', SSNVideoSlug: '/v' },
  } as unknown as SpecContext;
}

describe('SSN variant rule (doc 2 §2.15)', () => {
  it('full unless (agent session and IsIRSRequired off), or the stored SSN is only 4 long', () => {
    expect(ssnVariantOf(ctx({}))).toBe('full');
    expect(ssnVariantOf(ctx({ assisted: true }))).toBe('full');
    expect(ssnVariantOf(ctx({ irs: false }))).toBe('full');
    expect(ssnVariantOf(ctx({ assisted: true, irs: false }))).toBe('last4');
    // An IRA or the minor of a UTMA application: full even with both flags so.
    expect(ssnVariantOf(ctx({ assisted: true, irs: false, type: 'IRA' }))).toBe('full');
    expect(ssnVariantOf(ctx({ assisted: true, irs: false, type: 'UTMA', person: 'minor' }))).toBe(
      'full',
    );
    expect(ssnVariantOf(ctx({ assisted: true, irs: false, type: 'UTMA' }))).toBe('last4');
    // A stored full SSN keeps the full variant; a stored last 4 gives the code boxes (also IRA).
    expect(ssnVariantOf(ctx({ ssn: '***-**-6789' }))).toBe('full');
    expect(ssnVariantOf(ctx({ assisted: true, irs: false, ssn: '***-**-6789' }))).toBe('last4');
    expect(ssnVariantOf(ctx({ ssn: '6789' }))).toBe('last4');
    expect(ssnVariantOf(ctx({ ssn: '6789', type: 'IRA' }))).toBe('last4');
  });

  it('the video address is RootUrl + SSNVideoSlug, captions beside it', () => {
    expect(ssnVideoOf(ctx({}))).toEqual({
      url: 'https://root.test/v',
      captionsUrl: 'https://root.test/v.vtt',
    });
    // An absolute slug (the sandbox's sample on its own server) is the address itself.
    const c = ctx({});
    const abs = { ...c, settings: { ...c.settings, SSNVideoSlug: 'http://127.0.0.1:5173/v' } };
    expect(ssnVideoOf(abs as SpecContext)).toEqual({
      url: 'http://127.0.0.1:5173/v',
      captionsUrl: 'http://127.0.0.1:5173/v.vtt',
    });
  });
});

describe('last-4 SSN rules (doc 2 §5) and the …/ssns body', () => {
  it('empty ssnRequired, non-numeric ssnDigits, fewer than 4 ssnNotValid', () => {
    expect(firstError('')).toBe(k('ssnRequired'));
    expect(firstError(undefined)).toBe(k('ssnRequired'));
    expect(firstError('12a4')).toBe(k('ssnDigits'));
    expect(firstError('123')).toBe(k('ssnNotValid'));
    expect(firstError('12345')).toBe(k('ssnNotValid'));
    expect(firstError('0123')).toBeNull();
  });

  it('POST/PUT …/ssns takes the four digits as they are, or a full SSN', () => {
    expect(ssnPayload({ Ssn: '6789' })).toBe('6789');
    expect(ssnPayload({ Ssn: '123-45-6789' })).toBe('123-45-6789');
    expect(ssnStoredSchema.parse('6789')).toBe('6789');
    expect(ssnStoredSchema.parse('123456789')).toBe('123-45-6789');
    expect(ssnStoredSchema.safeParse('678').success).toBe(false);
    expect(ssnStoredSchema.safeParse('000-12-3456').success).toBe(false);
  });

  it('a stored last 4 is answered as the four digits, a full SSN masked', () => {
    const pii = createPiiCipher(new Uint8Array(32).fill(7));
    expect(maskedSsn(pii.seal('6789', 'ssn'))).toBe('6789');
    expect(maskedSsn(pii.seal('123-45-6789', 'ssn'))).toBe('***-**-6789');
    expect(maskedSsn('6789')).toBe('6789');
    expect(maskedSsn(null)).toBeNull();
  });
});

const view = (over: Partial<ScreenView>): ScreenView =>
  screenView({ screen: 'ssn', path: '/secure/identity/ssn', titleKey: 'pageTitles.ssn' }, over);

describe('the SSN screen', () => {
  it('the last-4 variant shows four code boxes titled last 4 SSN and submits the digits', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    render(
      <MantineProvider>
        <SsnForm
          view={view({ initial: { Ssn: '', SavedSsnLast4: '' }, data: { variant: 'last4' } })}
          shell={TEST_SHELL}
          send={send}
        />
      </MantineProvider>,
    );
    const boxes = screen.getAllByLabelText(/^last 4 SSN \d\/4$/) as HTMLInputElement[];
    expect(boxes).toHaveLength(4);
    fireEvent.submit(boxes[0].form!);
    await waitFor(() => expect(screen.getByText(/./, { selector: '[id$="-error"]' })).toBeTruthy());
    expect(send).not.toHaveBeenCalled();
    '1234'.split('').forEach((d, i) => fireEvent.change(boxes[i], { target: { value: d } }));
    fireEvent.submit(boxes[0].form!);
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: { Ssn: '1234' } }),
    );
  });

  it('the video link and modal send the player events; a failure shows the playback error', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    const video = { url: 'https://root.test/v', captionsUrl: 'https://root.test/v.vtt' };
    const { rerender } = render(
      <MantineProvider>
        <Ssn view={view({ data: { video } })} shell={TEST_SHELL} send={send} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Why do we need your SSN?' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'video.open' });
    rerender(
      <MantineProvider>
        <Ssn view={view({ data: { video }, modal: 'ssnVideo' })} shell={TEST_SHELL} send={send} />
      </MantineProvider>,
    );
    const player = await waitFor(() => {
      const v = document.querySelector('video');
      if (!v) throw new Error('no player yet');
      return v;
    });
    expect(player.getAttribute('src')).toBe(video.url);
    const track = player.querySelector('track') as HTMLTrackElement;
    expect(track.getAttribute('kind')).toBe('captions');
    expect(track.getAttribute('src')).toBe(video.captionsUrl);
    fireEvent.play(player);
    fireEvent.pause(player);
    fireEvent.ended(player);
    fireEvent.error(player);
    expect(send.mock.calls.slice(1).map(([e]) => e.type)).toEqual([
      'video.play',
      'video.pause',
      'video.ended',
      'video.failed',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <MantineProvider>
        <Ssn
          view={view({ data: { video }, modal: 'ssnVideoFailed' })}
          shell={TEST_SHELL}
          send={send}
        />
      </MantineProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Video playback error!');
  });
});
