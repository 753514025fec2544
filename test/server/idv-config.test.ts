/**
 * Issue 31: the identity-verification provider's configuration (server/config.ts `idvConfig`),
 * marketing lists in production, and what a staging system running the sandbox KYC says about it
 * (GET /readyz, wizard_kyc_provider, the start line). A production start without Persona's keys
 * and without `identity-verification` in SANDBOX_PROVIDERS refuses with one line (exit 1).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createTokenService } from '../../server/auth/tokens';
import { loadConfig, StartupError } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { createOps } from '../../server/http/ops';
import { startServer } from '../../server/lifecycle';
import { PERSONA_BASE_URL, PERSONA_VERSION } from '../../server/providers/persona';
import { createProviders } from '../../server/providers/sandbox-providers';
import { startFakePersona } from './fake-persona';
import { pgliteTemplate, TEST_SECRET } from './helpers';

const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'wizard-idv-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Production with Persona configured, nothing KYC-related named. */
function productionEnv(): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    DATA_DIR: tempDir(),
    DATABASE_URL: 'postgres://wizard@127.0.0.1:5432/wizard',
    JWT_SECRET: 'production-signing-key-of-at-least-32-bytes',
    SSN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    SANDBOX_PROVIDERS: 'mail',
    PLAID_CLIENT_ID: 'client',
    PLAID_SECRET: 'secret',
    PERSONA_API_KEY: 'persona_production_abc',
    PERSONA_INQUIRY_TEMPLATE_ID: 'itmpl_123',
    PERSONA_WATCHLIST_TEMPLATE_ID: 'rptp_456',
  };
}
const without = (...names: string[]) => {
  const env = productionEnv();
  for (const n of names) delete env[n];
  return env;
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(StartupError);
    const message = (err as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('identity verification in production (server/config.ts)', () => {
  it('uses Persona by default, at its production URL, with bounded timeouts and attempts', () => {
    const config = loadConfig(productionEnv());
    expect(config.idv).toEqual({
      apiKey: 'persona_production_abc',
      inquiryTemplateId: 'itmpl_123',
      watchlistTemplateId: 'rptp_456',
      baseUrl: PERSONA_BASE_URL,
      version: PERSONA_VERSION,
      timeoutMs: 10_000,
      maxAttempts: 3,
      totalTimeoutMs: 30_000,
    });
    expect(config.sandboxProviders.has('identity-verification')).toBe(false);
    expect(
      loadConfig({ ...productionEnv(), IDV_TIMEOUT_MS: '4000', IDV_MAX_ATTEMPTS: '5' }).idv,
    ).toMatchObject({ timeoutMs: 4000, maxAttempts: 5 });
  });

  it('refuses with one line naming the missing variable', () => {
    expect(refusal(without('PERSONA_API_KEY'))).toMatch(
      /^Production start refused: PERSONA_API_KEY is not set \(.*name identity-verification in SANDBOX_PROVIDERS/,
    );
    expect(refusal(without('PERSONA_INQUIRY_TEMPLATE_ID'))).toMatch(
      /^Production start refused: PERSONA_INQUIRY_TEMPLATE_ID is not set/,
    );
    expect(refusal(without('PERSONA_WATCHLIST_TEMPLATE_ID'))).toMatch(
      /^Production start refused: PERSONA_WATCHLIST_TEMPLATE_ID is not set .*sanctions/,
    );
    expect(refusal({ ...productionEnv(), PERSONA_API_KEY: 'persona_sandbox_abc' })).toMatch(
      /PERSONA_API_KEY is a Persona sandbox key/,
    );
    expect(refusal({ ...productionEnv(), PERSONA_BASE_URL: 'http://persona.internal' })).toMatch(
      /PERSONA_BASE_URL must be an https URL/,
    );
    expect(refusal({ ...productionEnv(), IDV_TIMEOUT_MS: '0' })).toMatch(/IDV_TIMEOUT_MS/);
    expect(refusal({ ...productionEnv(), IDV_PROVIDER: 'acme' })).toMatch(/IDV_PROVIDER must be/);
    expect(refusal({ ...productionEnv(), IDV_PROVIDER: 'sandbox' })).toMatch(
      /IDV_PROVIDER=sandbox but SANDBOX_PROVIDERS does not name identity-verification/,
    );
    // No key value in any refusal.
    expect(refusal({ ...productionEnv(), PERSONA_API_KEY: 'persona_sandbox_abc' })).not.toContain(
      'persona_sandbox_abc',
    );
  });

  it('naming identity-verification runs the sandbox KYC knowingly (a staging system)', () => {
    const config = loadConfig({
      ...without('PERSONA_API_KEY'),
      SANDBOX_PROVIDERS: 'mail,identity-verification',
    });
    expect(config.idv).toBeNull();
    expect(config.sandboxProviders.has('identity-verification')).toBe(true);
  });

  it('sandbox mode: the sandbox unless PERSONA_API_KEY is set', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).idv).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir }).marketingLists).toBe('sandbox');
    const persona = loadConfig({
      DATA_DIR: dataDir,
      PERSONA_API_KEY: 'persona_sandbox_abc',
      PERSONA_INQUIRY_TEMPLATE_ID: 'itmpl_1',
      PERSONA_BASE_URL: 'http://127.0.0.1:9/api/v1',
    });
    expect(persona.idv).toMatchObject({ apiKey: 'persona_sandbox_abc', watchlistTemplateId: null });
    expect(() => loadConfig({ DATA_DIR: dataDir, IDV_PROVIDER: 'persona' })).toThrow(
      /PERSONA_API_KEY is not set/,
    );
  });

  it('a real process without the keys prints the one line and exits 1', () => {
    const env = without('PERSONA_API_KEY');
    const r = spawnSync(TSX, ['server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, STATIC_DIR: '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Production start refused: PERSONA_API_KEY is not set \(/),
    ]);
    expect(readdirSync(env.DATA_DIR!)).toEqual([]);
  }, 60_000);
});

describe('marketing lists in production', () => {
  it('off unless named: createProviders gives none, and nobody is subscribed', async () => {
    const config = loadConfig(productionEnv());
    expect(config.marketingLists).toBe('off');
    const named = loadConfig({ ...productionEnv(), SANDBOX_PROVIDERS: 'mail,marketing-lists' });
    expect(named.marketingLists).toBe('sandbox');
    const database = await openDatabase({});
    try {
      const providers = createProviders(config, database.db);
      expect(providers.marketingLists).toBeNull();
      expect(providers.identityVerification.name).toBe('persona');
      expect(createProviders(named, database.db).marketingLists?.name).toBe('sandbox');
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('KYC: sandbox is said, never hidden (GET /readyz, wizard_kyc_provider)', () => {
  it('/readyz stays 200 and says KYC: sandbox; the gauge names the provider', async () => {
    const database = await openDatabase({});
    try {
      for (const [provider, fields] of [
        ['sandbox', { kyc: 'sandbox', notices: ['KYC: sandbox'] }],
        ['persona', { kyc: 'persona' }],
      ] as const) {
        const ops = createOps({ kycProvider: provider });
        const app = createApp({ db: database.db, tokens: createTokenService(TEST_SECRET), ops });
        const ready = await app.request('/readyz');
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ status: 'ready', ...fields });
        const metrics = await (await app.request('/metrics')).text();
        expect(metrics).toContain(`wizard_kyc_provider{provider="${provider}"} 1`);
        expect(metrics).not.toContain(
          `wizard_kyc_provider{provider="${provider === 'sandbox' ? 'persona' : 'sandbox'}"}`,
        );
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('the start line names the KYC provider and the marketing lists (server/lifecycle.ts)', () => {
  it.each([
    ['sandbox', false, 'KYC: sandbox; marketing lists: sandbox'],
    ['persona', true, 'KYC: persona; marketing lists: sandbox'],
  ] as const)(
    '%s',
    async (name, withPersona, message) => {
      const fake = withPersona ? await startFakePersona('persona_sandbox_e2e') : null;
      const dir = tempDir();
      cpSync(join(await pgliteTemplate(), 'data'), join(dir, 'data'), { recursive: true });
      const config = loadConfig({
        PORT: '0',
        DATA_DIR: join(dir, 'data'),
        STATIC_DIR: '',
        JWT_SECRET: TEST_SECRET,
        SSN_ENCRYPTION_KEY: '11'.repeat(32),
        ...(fake
          ? {
              PERSONA_API_KEY: fake.apiKey,
              PERSONA_INQUIRY_TEMPLATE_ID: 'itmpl_1',
              PERSONA_BASE_URL: fake.url,
            }
          : {}),
      });
      const lines: Record<string, unknown>[] = [];
      const running = await startServer(config, {
        env: {},
        log: (event, fields) => void lines.push({ event, ...fields }),
      });
      try {
        expect(lines.filter((l) => l.event === 'providers')).toEqual([
          expect.objectContaining({ message }),
        ]);
        const ready = await fetch(`http://127.0.0.1:${running.port}/readyz`);
        expect(ready.status).toBe(200);
        expect((await ready.json()).kyc).toBe(name);
        const metrics = await (await fetch(`http://127.0.0.1:${running.port}/metrics`)).text();
        expect(metrics).toContain(`wizard_kyc_provider{provider="${name}"} 1`);
      } finally {
        await running.stop('test');
        await fake?.close();
      }
    },
    60_000,
  );
});
