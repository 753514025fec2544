/**
 * services/adapters/chunk-import.ts: after a chunk's fetch failed, the next import asks for the
 * chunk's URL with a fresh `retry=<n>` query (the browser answers the failed URL's failure for
 * ever, without a request — seen in Chromium, and driven in the browser by the Individual funding
 * tour of test/paths/tours-entry.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { chunkUrlOf, retryableImport } from '../../services/adapters/chunk-import';

const CHROMIUM = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1:4599/assets/flows-B_Hp_1N9.js',
);

describe('chunkUrlOf', () => {
  it('reads the URL Chromium and Firefox name', () => {
    expect(chunkUrlOf(CHROMIUM)).toBe('http://127.0.0.1:4599/assets/flows-B_Hp_1N9.js');
    expect(
      chunkUrlOf(new TypeError('error loading dynamically imported module: https://x.test/a.js')),
    ).toBe('https://x.test/a.js');
  });
  it('is null when the message names none (Safari)', () => {
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('retryableImport', () => {
  it('loads as the import does while it succeeds', async () => {
    const asked: string[] = [];
    const load = retryableImport(
      async () => ({ x: 1 }),
      async (u) => (asked.push(u), { x: 2 }),
    );
    expect(await load()).toEqual({ x: 1 });
    expect(await load()).toEqual({ x: 1 });
    expect(asked).toEqual([]);
  });

  it('after a failure, imports the failed URL with a new retry query each time', async () => {
    const asked: string[] = [];
    let online = false;
    const load = retryableImport(
      () => Promise.reject(CHROMIUM),
      async (u) => {
        asked.push(u);
        if (!online) throw new TypeError(`Failed to fetch dynamically imported module: ${u}`);
        return { x: 3 };
      },
    );
    await expect(load()).rejects.toBe(CHROMIUM);
    await expect(load()).rejects.toThrow(/retry=1/);
    online = true;
    expect(await load()).toEqual({ x: 3 });
    expect(asked).toEqual([
      'http://127.0.0.1:4599/assets/flows-B_Hp_1N9.js?retry=1',
      'http://127.0.0.1:4599/assets/flows-B_Hp_1N9.js?retry=2',
    ]);
  });

  it('without a URL in the failure, asks the original import again', async () => {
    let calls = 0;
    const load = retryableImport(
      () =>
        ++calls === 1
          ? Promise.reject(new TypeError('Importing a module script failed.'))
          : Promise.resolve({ x: 4 }),
      async () => {
        throw new Error('not used');
      },
    );
    await expect(load()).rejects.toThrow(/Importing/);
    // No URL known: the chunk's own import is asked again (a browser that retries it loads it).
    expect(await load()).toEqual({ x: 4 });
    expect(calls).toBe(2);
  });
});
