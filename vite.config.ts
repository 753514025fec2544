/// <reference types="vitest/config" />
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { availableParallelism } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The catalogue fragments that screens register when their chunk loads (src/i18n/fragments.ts),
 * one chunk per locale (issue 24: a Spanish session fetches only the Spanish one): those of the
 * screens every wizard shows and KYC's. The other kinds' (entity, ira, equity, custodian, metal)
 * are chunks of their own, loaded with their kind's wizard (issue 32 item 3).
 */
const SCREEN_TEXTS = /src[\\/]i18n[\\/]en-(person|review|banklink|fundedit|kyc)\.ts$/;
const SCREEN_TEXTS_ES = /src[\\/]i18n[\\/]es-(person|review|banklink|fundedit|kyc)\.ts$/;
/**
 * The screen spec registry and the core specs it imports (machines/view/screen-specs.ts
 * `CORE_SPECS`, and metal-common.ts which the review's spec reads). Each kind's own specs
 * (machines/view/kind-specs/) load with its wizard and are left to the bundler (issue 32 item 3).
 */
const SCREEN_SPECS_CHUNK =
  /machines[\\/]view[\\/](screen-specs|core-specs|specs[\\/](agreement|backup-withholding|choose-application|entry|fund-account|fund-amount|metal-common|person|review|submission))\.ts$/;
/** The modules src/landing-tracking.ts shares with the app (the query, the fingerprint, the calls). */
const LANDING_TRACKING_SHARED =
  /(services[\\/]adapters[\\/](tracking|fingerprint)|machines[\\/]entry[\\/]entry-query)\.ts$/;

/** Files the server may send compressed (index.html is rendered per request: not here). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest|map)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every compressible file of the
 * client build, when smaller (issue 11): the server sends them as they are (server/http/static.ts,
 * `serveStatic({ precompressed: true })`) instead of compressing each response.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wizard-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (this.environment?.config.build.ssr) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < 512) continue;
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/** Where `chunkModules` writes (beside dist/, not served). */
export const CHUNK_MODULES_FILE = 'dist-stats/chunk-modules.json';

/**
 * Writes dist-stats/chunk-modules.json (issue 22 "Bytes"): for every JS chunk of the client build,
 * its file, whether it is the entry, and the modules it holds (paths from the project root, or
 * from node_modules/) with their rendered length. test/e2e/chunks.spec.ts reads it to tell which
 * modules a walk in Chromium downloaded; `npx tsx scripts/chunk-stats.ts` prints it.
 */
function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'wizard-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const name = (id: string) => {
        const clean = id.replace(/\?.*$/, '').replace(/\\/g, '/');
        const nm = clean.lastIndexOf('/node_modules/');
        return nm >= 0 ? clean.slice(nm + 1) : relative(root, clean).replace(/\\/g, '/');
      };
      const chunks = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          file: c.fileName,
          isEntry: c.isEntry,
          modules: Object.entries(c.modules).map(([id, m]) => [name(id), m.renderedLength]),
        }));
      mkdirSync(join(root, 'dist-stats'), { recursive: true });
      writeFileSync(join(root, CHUNK_MODULES_FILE), JSON.stringify(chunks, null, 1));
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), chunkModules()],
  server: { proxy: { '/v2': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Issue 25: the analysts' journey map is a page of its own (/analytics), so the wizard's
      // entry chunk carries none of it. (The SSR build names its own entry: --ssr.) Issue 32
      // item 1: the landing page's own tracking module (assets/landing-tracking-*.js, found by
      // server/http/prerender.ts), so a visitor is tracked 1 s after load without the app.
      input: {
        index: 'index.html',
        analytics: 'analytics.html',
        'landing-tracking': 'src/landing-tracking.ts',
      },
      output: {
        codeSplitting: {
          // Issue 11: the texts the screens register (src/i18n/t.ts `addTexts`) in one chunk, loaded
          // with the first screen that needs any of them, rather than eight small chunks on the path.
          groups: [
            { name: 'screen-texts', test: SCREEN_TEXTS },
            { name: 'screen-texts-es', test: SCREEN_TEXTS_ES },
            // Issue 23 step 2: the spec registry and its core specs in one chunk; without the group the
            // bundler parks some specs in the screen chunks that also import them. (Issue 32 item 3:
            // the kinds' specs are not in it — each kind's group loads with its wizard.)
            { name: 'screen-specs', test: SCREEN_SPECS_CHUNK },
            // Issue 32 item 1: what the landing page's tracking module shares with the app, in one
            // small chunk of its own, taken first (else the specs' group, which draws in what its
            // modules import, holds it and the landing page would fetch that large chunk).
            { name: 'tracking', test: LANDING_TRACKING_SHARED, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    include: [
      'test/unit/**/*.test.{ts,tsx}',
      'test/machines/**/*.test.ts',
      'test/server/**/*.test.ts',
    ],
    // Issue 24: the English screen fragments, which the browser loads with the screens' chunks.
    setupFiles: ['test/setup-texts.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on CI's 2-core machine, which left a
    // core idle (11 min; issue 34 asks the whole `npm test` under 40). Files are independent (each
    // server file has its own database), so at least two run at once.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
  },
});
