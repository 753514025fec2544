/**
 * The sandbox's sample SSN help video (doc 2 §2.4, §2.15; issue 21; docs/sandbox.md "SSN help
 * video"): the seeded brokers' SSNVideoSlug path on this server's origin.
 *
 * - GET {SANDBOX_VIDEO_SLUG} → 200 video/webm (scripts/sample-video.ts: ~3 s VP8/Opus made by
 *   ffmpeg at start), or 404 while it does not exist (ffmpeg absent or still running): the
 *   wizard's modal then shows 'videos.genericPlaybackError'.
 * - GET {SANDBOX_VIDEO_SLUG}.vtt → 200 text/vtt, the captions.
 *
 * Mounted in sandbox mode only (createApp's `mode`): production never serves it — the wizard
 * reads the address from the broker's settings (RootUrl + SSNVideoSlug).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import {
  ensureSampleVideo,
  SAMPLE_CAPTIONS_FILE,
  SAMPLE_VIDEO_FILE,
} from '../../scripts/sample-video';
import { SANDBOX_VIDEO_SLUG } from '../db/seed';

/**
 * The routes serving the sample from `dir`; starts its generation (once, in the background:
 * `npm start` never waits for or needs ffmpeg).
 */
export function sandboxVideoRoutes(dir: string) {
  void ensureSampleVideo(dir).catch(() => {});
  const notFound = { ErrorMessage: 'Not found', Errors: [] };
  return new Hono()
    .get(SANDBOX_VIDEO_SLUG, (c) => {
      const file = join(dir, SAMPLE_VIDEO_FILE);
      if (!existsSync(file)) return c.json(notFound, 404);
      return c.body(readFileSync(file), 200, {
        'Content-Type': 'video/webm',
        'Cache-Control': 'no-cache',
      });
    })
    .get(`${SANDBOX_VIDEO_SLUG}.vtt`, (c) => {
      const file = join(dir, SAMPLE_CAPTIONS_FILE);
      if (!existsSync(file)) return c.json(notFound, 404);
      return c.body(readFileSync(file, 'utf8'), 200, {
        'Content-Type': 'text/vtt; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    });
}
