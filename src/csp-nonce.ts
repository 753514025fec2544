/**
 * The page's CSP nonce for style elements created at run time (issue 12, server/http/csp.ts):
 * the server puts `<meta property="csp-nonce" nonce="…">` in the head (the convention Vite's
 * preload helper reads too). Browsers hide the attribute after parsing, so the `nonce` property
 * is read. Undefined without a DOM (server rendering — the server adds the nonce there) or
 * without the meta (the Vite dev server, which sends no CSP).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * Hands the nonce to the libraries that create `<style>` elements on their own: Mantine's modal
 * scroll lock (react-remove-scroll → react-style-singleton → get-nonce) reads the global
 * `__webpack_nonce__`. Called once by the entry (src/main.tsx).
 */
export function shareCspNonce(): void {
  const nonce = cspNonce();
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
