/**
 * No machine file over 400 lines (issue 23 step 6 "a map you can read", "Done means"): every
 * source under machines/ stays short enough to read whole. A machine that grows splits its
 * guards, actions, actors or state builders into sibling modules its one `setup` names.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const MAX_LINES = 400;

/** Every .ts / .tsx file under `dir`. */
function sourcesOf(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourcesOf(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The lines of a text as `wc -l` counts them (a final newline ends the last line). */
function lineCount(text: string): number {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** The files under `dir` longer than `max` lines, as 'path: lines' relative to `dir`. */
function oversized(dir: string, max = MAX_LINES): string[] {
  return sourcesOf(dir)
    .map((f) => ({ f, n: lineCount(readFileSync(f, 'utf8')) }))
    .filter(({ n }) => n > max)
    .map(({ f, n }) => `${relative(dir, f)}: ${n}`)
    .sort();
}

const scratch = mkdtempSync(join(tmpdir(), 'machine-size-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('machine file size', () => {
  it(`keeps every file under machines/ at ${MAX_LINES} lines or fewer`, () => {
    const files = sourcesOf(join(ROOT, 'machines'));
    expect(files.length).toBeGreaterThan(100);
    expect(oversized(join(ROOT, 'machines'))).toEqual([]);
  });

  it('reports a file one line over the limit, in a sub-folder too', () => {
    mkdirSync(join(scratch, 'funding'), { recursive: true });
    writeFileSync(join(scratch, 'ok.ts'), 'export const a = 1;\n'.repeat(MAX_LINES));
    writeFileSync(
      join(scratch, 'funding', 'big.machine.ts'),
      'const a = 1;\n'.repeat(MAX_LINES + 1),
    );
    expect(oversized(scratch)).toEqual([`funding/big.machine.ts: ${MAX_LINES + 1}`]);
  });

  it('counts lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
