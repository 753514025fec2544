/**
 * docs/architecture.md's map of machines/ matches the tree (issue 23 step 6, "A map you can
 * read"): every folder and top-level file of machines/ has its one-line rule in the map, and the
 * map names nothing that is gone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** The entries of the machines/ map block: `name/` or `name.ts` at the start of a line, with a rule. */
function mapEntries(doc: string): Map<string, string> {
  const start = doc.indexOf('`machines/`, one line per folder');
  expect(start, 'the machines/ map in docs/architecture.md').toBeGreaterThan(0);
  const open = doc.indexOf('```\n', start) + 4;
  const block = doc.slice(open, doc.indexOf('```', open));
  return new Map(
    [...block.matchAll(/^([\w.-]+\/|[\w.-]+\.ts) +(\S.*)$/gm)].map((m) => [m[1], m[2]]),
  );
}

describe('docs/architecture.md map of machines/', () => {
  it('lists every folder and top-level file with its rule, and nothing else', () => {
    const entries = mapEntries(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));
    const tree = readdirSync(join(ROOT, 'machines'), { withFileTypes: true })
      .filter((d) => d.isDirectory() || /\.tsx?$/.test(d.name))
      .map((d) => (d.isDirectory() ? `${d.name}/` : d.name));
    expect([...entries.keys()].sort()).toEqual(tree.sort());
    for (const [name, rule] of entries) expect(rule.length, name).toBeGreaterThan(10);
  });
});
