/**
 * No import loop in the tree (issue 23 step 1, "Done means"): the static imports and re-exports
 * between the app's own modules (machines, services, screens, src, inspector, server), type-only
 * ones included, form no cycle. Dynamic import() is a lazy edge (a chunk boundary) and is not
 * counted. The same check as `npx madge --circular --extensions ts,tsx …`, without the download.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const FOLDERS = ['machines', 'services', 'screens', 'src', 'inspector', 'server'];
const SKIP = new Set(['node_modules', 'migrations']);

/** Every .ts / .tsx file under `dir`. */
function sourcesOf(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourcesOf(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The relative static imports and re-exports of a source, resolved to files. */
function importsOf(file: string, source: string): string[] {
  const specs = [
    ...source.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"](\.[^'"]+)['"]/gms),
    ...source.matchAll(/^\s*import\s*['"](\.[^'"]+)['"]/gm),
  ].map((m) => m[1]);
  const out: string[] = [];
  for (const spec of specs) {
    const base = resolve(dirname(file), spec);
    const hit = ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((p) => existsSync(p));
    if (hit) out.push(hit);
  }
  return out;
}

/** The strongly connected components with more than one module (Tarjan), as relative paths. */
function importLoops(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(relative(ROOT, w));
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) loops.push(scc.sort());
    }
  };
  for (const f of graph.keys()) if (!index.has(f)) visit(f);
  return loops;
}

describe('import loops', () => {
  it('the app, the services, the screens and the server import without a cycle', () => {
    const files = FOLDERS.flatMap((f) => sourcesOf(join(ROOT, f)));
    expect(files.length).toBeGreaterThan(300);
    expect(importLoops(files)).toEqual([]);
  });
});
