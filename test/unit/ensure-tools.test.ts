/**
 * The `pretest` hook (test/ensure-tools.sh, issue 35 item 14) installs what the tests need on a
 * fresh machine — Chromium and ffmpeg (the SSN help-video spec's sample) — or says what is
 * missing and fails, so `npm ci && npm test` skips nothing. Run with a PATH of stand-ins: `id`
 * (root or not) and `apt-get`, which records what it was asked to install.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function run(uid: string) {
  const bin = mkdtempSync(join(tmpdir(), 'ensure-tools-'));
  const log = join(bin, 'apt.log');
  writeFileSync(join(bin, 'id'), `#!/bin/sh\necho ${uid}\n`);
  writeFileSync(
    join(bin, 'apt-get'),
    `#!/bin/sh\necho "$@" >> ${log}\ncase "$*" in *ffmpeg*) printf '#!/bin/sh\\n' > ${bin}/ffmpeg; /bin/chmod +x ${bin}/ffmpeg;; esac\n`,
  );
  chmodSync(join(bin, 'id'), 0o755);
  chmodSync(join(bin, 'apt-get'), 0o755);
  // Chromium counts as present (CHROMIUM_PATH); ffmpeg is not on this PATH.
  const r = spawnSync('/bin/bash', ['test/ensure-tools.sh'], {
    env: { PATH: bin, CHROMIUM_PATH: '/bin/sh' },
    encoding: 'utf8',
  });
  return { ...r, apt: existsSync(log) ? readFileSync(log, 'utf8') : '', bin };
}

describe('test/ensure-tools.sh (issue 35 item 14)', () => {
  it('as root installs a missing ffmpeg with apt-get', () => {
    const r = run('0');
    expect(r.status, r.stderr).toBe(0);
    expect(r.apt).toMatch(/install -y --no-install-recommends ffmpeg/);
    expect(existsSync(join(r.bin, 'ffmpeg'))).toBe(true);
  });

  it('without root says what to install and fails instead of letting the spec skip', () => {
    const r = run('1000');
    expect(r.status).toBe(1);
    expect(r.apt).toBe('');
    expect(r.stderr).toContain('No ffmpeg found');
  });
});
