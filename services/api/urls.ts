/** Adds https:// to a broker URL that has no scheme (doc 1 §2.3 logo link). */
export function withHttps(url: string | null | undefined): string {
  const u = (url ?? '').trim();
  if (!u) return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(u) ? u : `https://${u.replace(/^\/+/, '')}`;
}

/** 'https://www.example.com/path' → 'example.com' (the header's website link text). */
export function displayHost(url: string | null | undefined): string {
  const u = withHttps(url);
  if (!u) return '';
  try {
    return new URL(u).hostname.replace(/^www\./, '');
  } catch {
    return u;
  }
}
