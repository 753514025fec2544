/**
 * The SSN help video's address in the sandbox (doc 2 §2.15; docs/sandbox.md "SSN help video"):
 * the seeded brokers' RootUrl hosts are placeholders, so while this server serves the sample video
 * at `sandboxSlug` (server/routes/sandbox-video.ts), the settings it hands the wizard — GET
 * /v2/settings and the page's inlined bootstrap — carry that slug as an origin-relative address
 * ('./videos/why-we-need-your-ssn'): the wizard plays it from the page's own origin
 * (machines/view/specs/person.ts `ssnVideoOf`), the server that served the page. Nothing of the
 * request (its Host header) is written into the answer (issue 35 item 13), so a forged Host cannot
 * reach a page or a cached settings answer. Production (no `sandboxSlug`) answers the stored slug
 * as it is (the broker's RootUrl + SSNVideoSlug, doc 2 §2.15).
 */
import type { Settings } from '../../services/api/contract';

/** `settings` with the sample's slug made origin-relative ('.' + slug), when it is the sandbox's. */
export function withSandboxVideoUrl(settings: Settings, sandboxSlug: string | undefined): Settings {
  if (!sandboxSlug || settings.SSNVideoSlug !== sandboxSlug) return settings;
  return { ...settings, SSNVideoSlug: `.${sandboxSlug}` };
}
