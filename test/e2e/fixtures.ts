/**
 * The shared Playwright `test` of the end-to-end suite (issue 12): every page of every test
 * records `securitypolicyviolation` events (an init script on the browser context, reported
 * through a binding) and the test fails when any was seen — so a script, style, frame or
 * connection the Content-Security-Policy (server/http/csp.ts) blocks never passes unnoticed.
 *
 * Specs import `{ test, expect }` from here instead of '@playwright/test'.
 */
import { test as base, expect } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const seen: CspViolation[] = [];
      await context.exposeBinding('__recordCspViolation', (_source, v: CspViolation) => {
        seen.push(v);
      });
      await context.addInitScript(() => {
        const report = (window as unknown as { __recordCspViolation?: (v: unknown) => void })
          .__recordCspViolation;
        document.addEventListener(
          'securitypolicyviolation',
          (e) =>
            report?.({
              directive: e.effectiveDirective || e.violatedDirective,
              blocked: e.blockedURI || '(inline)',
              source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
              sample: e.sample,
              page: location.href,
            }),
          true,
        );
      });
      await use(seen);
      expect(seen, 'Content-Security-Policy violations on the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
