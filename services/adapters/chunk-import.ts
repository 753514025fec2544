/**
 * A dynamic import that can be tried again after its chunk failed to load.
 *
 * The browser remembers a module script whose fetch failed (the HTML module map keeps the failure;
 * checked in Chromium 150): importing the same URL again rejects at once, with no request, so an
 * applicant whose connection dropped while a chunk loaded could never open it again in that page —
 * every "try again" of the loaders failed without touching the network. After a failure whose
 * message names the chunk's URL (Chromium: 'Failed to fetch dynamically imported module: <url>';
 * Firefox: 'error loading dynamically imported module: <url>'), the next call imports that URL
 * with a `retry=<n>` query: a new module-map entry, which the browser fetches. Without a URL in the
 * message (Safari) the original import is asked again.
 *
 * Only for a chunk that no other chunk imports statically — the query makes a second instance of
 * its module, which is harmless only when nothing else holds the first (test/e2e/chunks.spec.ts
 * checks this for the build's flows chunk).
 */

/** The module URL a failed dynamic import names in its message, else null. */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.m?[jt]sx?(?:\?[^\s'"]*)?)\s*$/.exec(
    message.trim(),
  );
  return match ? match[1] : null;
}

/**
 * `load` (a `() => import('./x')`) wrapped so that each call after a failure imports the failed
 * chunk's URL with a fresh `retry=<n>` query (`importUrl`: the browser's `import()`; tests give
 * their own). Resolves with the module namespace; rejects with the import's error.
 */
export function retryableImport<M>(
  load: () => Promise<M>,
  importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): () => Promise<M> {
  let failedUrl: string | null = null;
  let attempt = 0;
  return async () => {
    if (failedUrl === null) {
      try {
        return await load();
      } catch (error) {
        failedUrl = chunkUrlOf(error);
        throw error;
      }
    }
    attempt += 1;
    const url = `${failedUrl}${failedUrl.includes('?') ? '&' : '?'}retry=${attempt}`;
    return (await importUrl(url)) as M;
  };
}
