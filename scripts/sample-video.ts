/**
 * The sandbox's sample SSN help video (doc 2 §2.4, §2.15; issue 21): a ~3 s WebM (VP8 video of
 * ffmpeg's lavfi `testsrc`, Opus audio of a 440 Hz `sine`) and its WebVTT captions, generated
 * locally — nothing is downloaded. ffmpeg is Debian's `ffmpeg` package
 * (`apt-get install -y --no-install-recommends ffmpeg`); without it no video is written, the
 * sandbox route answers 404 and the wizard's modal shows 'videos.genericPlaybackError'
 * (docs/sandbox.md "SSN help video"). The captions are plain text, written here.
 *
 *   npx tsx scripts/sample-video.ts [dir]    (default .data/sample-video)
 *
 * The sandbox server calls `ensureSampleVideo(DATA_DIR/sample-video)` at start
 * (server/routes/sandbox-video.ts); production never serves it (the address comes from settings).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The file names in the sample directory. */
export const SAMPLE_VIDEO_FILE = 'ssn-sample.webm';
export const SAMPLE_CAPTIONS_FILE = 'ssn-sample.vtt';

/** The captions of the sample (WebVTT, three cues over its three seconds). */
export const SAMPLE_CAPTIONS = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:01.000',
  'We ask for your Social Security number',
  '',
  '00:00:01.000 --> 00:00:02.000',
  'to verify your identity, as federal law requires.',
  '',
  '00:00:02.000 --> 00:00:03.000',
  'It is encrypted and never shared without your consent.',
  '',
].join('\n');

/** The ffmpeg arguments writing the ~3 s VP8/Opus WebM to `out`. */
export function ffmpegArgs(out: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x180:rate=15:duration=3',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:v',
    'libvpx',
    '-b:v',
    '150k',
    '-c:a',
    'libopus',
    '-b:a',
    '32k',
    '-shortest',
    '-f',
    'webm',
    out,
  ];
}

/** Runs `ffmpeg` with `args`; resolves true when it exited 0, false when it is missing or failed. */
function runFfmpeg(args: string[], ffmpeg: string): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(ffmpeg, args, { stdio: 'ignore' });
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}

/**
 * Writes the captions and, when missing, the sample video into `dir` (doc 2 §2.15 "captions").
 * Resolves with the video's and the captions' paths, or `video: null` when ffmpeg is absent or
 * failed (the sandbox route then answers 404). Never throws.
 */
export async function ensureSampleVideo(
  dir: string,
  ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg',
): Promise<{ video: string | null; captions: string }> {
  mkdirSync(dir, { recursive: true });
  const captions = join(dir, SAMPLE_CAPTIONS_FILE);
  writeFileSync(captions, SAMPLE_CAPTIONS);
  const video = join(dir, SAMPLE_VIDEO_FILE);
  if (existsSync(video)) return { video, captions };
  // Written under a temporary name: a request never sees a half-written file.
  const partial = `${video}.part`;
  const ok = await runFfmpeg(ffmpegArgs(partial), ffmpeg);
  if (!ok) {
    rmSync(partial, { force: true });
    return { video: null, captions };
  }
  renameSync(partial, video);
  return { video, captions };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = resolve(process.argv[2] ?? '.data/sample-video');
  ensureSampleVideo(dir).then(({ video, captions }) => {
    console.info(
      video ? `wrote ${video} and ${captions}` : `ffmpeg not found: wrote ${captions} only`,
    );
  });
}
