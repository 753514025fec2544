/**
 * docs/decisions.md says what the code does (issue 35 item 10): the figures and facts its lines
 * quote are read from the code they describe, so a line that goes stale fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const decisions = readFileSync('docs/decisions.md', 'utf8').split('\n');
const chunks = readFileSync('test/e2e/chunks.spec.ts', 'utf8');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

const budget = (name: string) =>
  Number(new RegExp(`const ${name} = (\\d+(?:\\.\\d+)?) \\* 1024`).exec(chunks)?.[1]);

describe('docs/decisions.md (issue 35 item 10)', () => {
  it('the build-output budgets it quotes are the ones test/e2e/chunks.spec.ts enforces', () => {
    const line = decisions.find((l) => l.startsWith('- Issue 22 build-output test'));
    expect(line).toBeDefined();
    const quoted =
      /entry (\d+(?:\.\d+)?) kB, settled first interaction (\d+(?:\.\d+)?) kB.*Individual path (\d+(?:\.\d+)?) kB/.exec(
        line!,
      );
    expect(quoted?.slice(1).map(Number)).toEqual([
      budget('ENTRY_BUDGET'),
      budget('FIRST_INTERACTION_BUDGET'),
      budget('PATH_BUDGET'),
    ]);
  });

  it('refers to other lines by their content, never by a line number', () => {
    expect(decisions.filter((l) => /\bL\d{2,3}\b/.test(l))).toEqual([]);
  });

  it('names no behaviour the code has dropped', () => {
    const text = decisions.join('\n');
    const sales = readFileSync('server/db/sales.ts', 'utf8');
    const captcha = readFileSync('server/providers/captcha.ts', 'utf8');
    // Invitations live 7 days and need their token; there is no 30-minute window.
    expect(sales).toMatch(/INVITATION_TTL_MS = 7 \* 24 \* 60 \* 60 \* 1000/);
    expect(text).not.toMatch(/30-minute window/);
    // The sales-agent command exists.
    expect(pkg.scripts['sales:agent']).toBeDefined();
    expect(text).not.toMatch(/No sales-agent command/);
    // reCAPTCHA's remoteip is sent.
    expect(captcha).toMatch(/form\.set\('remoteip'/);
    expect(text).not.toMatch(/`remoteip` is not sent/);
    // The programme's bank-link flow is wired; UTMA has no non-USA custodian skip.
    expect(readFileSync('machines/wizards/catalogue-metal.ts', 'utf8')).toMatch(
      /open: \{ bank: 'bankLink' \}/,
    );
    expect(text).not.toMatch(/until that flow is wired/);
    expect(text).not.toMatch(/custodian of UTMA skips/);
  });
});
