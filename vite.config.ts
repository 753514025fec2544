/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The catalogue fragments that screens register when their chunk loads (src/i18n/fragments.ts),
 * one chunk per locale (issue 24: a Spanish session fetches only the Spanish one).
 */
const SCREEN_TEXTS =
  /src[\\/]i18n[\\/]en-(entity|ira|person|equity|review|banklink|custodian|metal|fundedit|kyc)\.ts$/;
const SCREEN_TEXTS_ES =
  /src[\\/]i18n[\\/]es-(entity|ira|person|equity|review|banklink|custodian|metal|fundedit|kyc)\.ts$/;

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

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy: { '/v2': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Issue 25: the analysts' journey map is a page of its own (/analytics), so the wizard's
      // entry chunk carries none of it. (The SSR build names its own entry: --ssr.)
      input: { index: 'index.html', analytics: 'analytics.html' },
      output: {
        codeSplitting: {
          // Issue 11: the texts the screens register (src/i18n/t.ts `addTexts`) in one chunk, loaded
          // with the first screen that needs any of them, rather than eight small chunks on the path.
          groups: [
            { name: 'screen-texts', test: SCREEN_TEXTS },
            { name: 'screen-texts-es', test: SCREEN_TEXTS_ES },
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
  },
});
