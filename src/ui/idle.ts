/**
 * Runs `run` when the browser is idle (requestIdleCallback, at the latest after `timeoutMs`), or
 * after `fallbackMs` where the browser has no idle callback (Safari, jsdom); returns the
 * cancellation, for an effect's cleanup. Used for work that must not compete with the applicant's
 * input: the next screens' prefetch (src/screen-outlet.tsx), a form schema's first parse
 * (src/ui/form.ts).
 */
export function atIdle(run: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}
