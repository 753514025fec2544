/**
 * Every runtime dependency package.json declares is imported by the code, or is a package of the
 * design card kept declared with a docs/decisions.md line saying why the code does not import it
 * (issue 35 item 15: the unused @hono/zod-validator was removed, not carried). Dev dependencies are
 * tools (lint, build, test runners) and are not checked.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
};
const ROOTS = [
  'src',
  'screens',
  'machines',
  'services',
  'server',
  'inspector',
  'scripts',
  'bench',
  'test',
];
const FILES = ['vite.config.ts', 'index.html', 'analytics.html'];

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts|js|mjs|css|html)$/.test(name)) yield path;
  }
}

const code = [...ROOTS.flatMap((r) => [...sources(r)]), ...FILES]
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** The design card's packages (the user's card names them) that may stay declared unimported. */
const CARD = ['@xstate/react', '@mantine/form'];
/** The decision line of item 15. */
const decision =
  readFileSync('docs/decisions.md', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('- Issue 35 item 15')) ?? '';

describe('runtime dependencies (issue 35 item 15)', () => {
  const imported = (name: string) =>
    new RegExp(`['"]${name.replace(/[/.]/g, '\\$&')}(/[^'"]*)?['"]`).test(code);

  it('each one is imported somewhere, or is a card package its decision line explains', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !imported(name));
    expect(unused.filter((name) => !CARD.includes(name))).toEqual([]);
    for (const name of unused) expect(decision, name).toContain(`${name} stays declared`);
  });

  it('no validator middleware beside the shared zod schemas', () => {
    expect(Object.keys(pkg.dependencies)).not.toContain('@hono/zod-validator');
  });
});
