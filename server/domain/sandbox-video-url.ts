/**
 * The SSN help video's address in the sandbox (doc 2 §2.15; docs/sandbox.md "SSN help video"):
 * the seeded brokers' RootUrl hosts are placeholders, so while this server serves the sample video
 * at `sandboxSlug` (server/routes/sandbox-video.ts), the settings it hands the wizard — GET
 * /v2/settings and the page's inlined bootstrap — carry that slug as an absolute address on the
 * request's own origin; the wizard uses an absolute slug as the address (machines/view/specs/
 * person.ts `ssnVideoOf`). Production (no `sandboxSlug`) answers the stored slug as it is.
 */
import type { Settings } from '../../services/api/contract';

/** `settings` with the sample's slug made absolute on `origin`, when it is the sandbox's. */
export function withSandboxVideoUrl(
  settings: Settings,
  sandboxSlug: string | undefined,
  origin: string | undefined,
): Settings {
  if (!sandboxSlug || !origin || settings.SSNVideoSlug !== sandboxSlug) return settings;
  return { ...settings, SSNVideoSlug: new URL(sandboxSlug, origin).href };
}
