/**
 * The sandbox's sample SSN help video (issue 21, docs/sandbox.md "SSN help video"): without ffmpeg
 * the captions are written and the video route answers 404 (the wizard's modal then shows
 * 'videos.genericPlaybackError'); with ffmpeg a small VP8/Opus WebM is served as video/webm.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSampleVideo, SAMPLE_CAPTIONS } from '../../scripts/sample-video';
import { SANDBOX_VIDEO_SLUG } from '../../server/db/seed';
import { sandboxVideoRoutes } from '../../server/routes/sandbox-video';
import { startHarness } from './helpers';

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
const saved = process.env.FFMPEG_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.FFMPEG_PATH;
  else process.env.FFMPEG_PATH = saved;
});

describe('sandbox sample video', () => {
  it('without ffmpeg: captions only, the video route answers 404', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ssn-video-'));
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    expect(await ensureSampleVideo(dir)).toEqual({
      video: null,
      captions: join(dir, 'ssn-sample.vtt'),
    });
    const app = sandboxVideoRoutes(dir);
    expect((await app.request(SANDBOX_VIDEO_SLUG)).status).toBe(404);
    const vtt = await app.request(`${SANDBOX_VIDEO_SLUG}.vtt`);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await vtt.text()).toBe(SAMPLE_CAPTIONS);
    expect(SAMPLE_CAPTIONS.startsWith('WEBVTT\n')).toBe(true);
  });

  it.skipIf(!hasFfmpeg)('with ffmpeg: a small WebM served as video/webm', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ssn-video-'));
    const { video } = await ensureSampleVideo(dir);
    expect(video).toBe(join(dir, 'ssn-sample.webm'));
    const res = await sandboxVideoRoutes(dir).request(SANDBOX_VIDEO_SLUG);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The EBML magic of a WebM file, and small (a ~3 s test pattern).
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(200_000);
  });

  it('GET /v2/settings answers the sample slug as an address on this server, in the sandbox only', async () => {
    // The seeded brokers' RootUrl hosts are placeholders: RootUrl + slug would never load.
    const sandbox = await startHarness({ sampleVideoDir: mkdtempSync(join(tmpdir(), 'v-')) });
    const production = await startHarness({ mode: 'production' });
    try {
      // Origin-relative (issue 35 item 13): nothing of the request's Host is written into it.
      const s = await sandbox.app.request('/v2/settings', {
        headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      });
      const text = await s.text();
      expect(JSON.parse(text).SSNVideoSlug).toBe(`.${SANDBOX_VIDEO_SLUG}`);
      expect(text).not.toContain('evil.example');
      // Without the sample (no sampleVideoDir), or in production: the stored slug as it is.
      const p = await production.call('GET', '/v2/settings');
      expect(p.json.SSNVideoSlug).toBe(SANDBOX_VIDEO_SLUG);
    } finally {
      await sandbox.close();
      await production.close();
    }
  });
});
