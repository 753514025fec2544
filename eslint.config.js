import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * One-way layers (issue 23; docs/architecture.md "Layers"): a folder imports only the layers below
 * it — src/i18n (texts) ← services (API contract, actors, adapters) ← machines ← screens ← src
 * (shell, router, UI kit, composition root src/app/). src/i18n is the one part of src/ the lower
 * layers may read (the Locale type, the locale list, number formats, the catalogue loader); the
 * inspector and the composition root sit above the machines. Imports in this repository are
 * relative, so a specifier that climbs out of the folder and into a forbidden one is refused —
 * static imports, `export … from` and `import type` (no-restricted-imports) and dynamic import()
 * (no-restricted-syntax).
 */
const UP = String.raw`^(\.\./)+`;
const layer = (files, zones) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: zones.map(([regex, message]) => ({ regex, message })) },
    ],
    'no-restricted-syntax': [
      'error',
      ...zones.map(([regex, message]) => ({
        // esquery's regex literal cannot hold a slash: \x2F stands for it.
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', String.raw`\x2F`)}/]`,
        message,
      })),
    ],
  },
});
const NOT_I18N = `${UP}src/(?!i18n/)`;
export const LAYER_ZONES = {
  'services/**/*.{ts,tsx}': [
    [
      `${UP}(machines|screens|inspector)(/|$)`,
      'services/ is below the machines: no machines, screens or inspector (issue 23).',
    ],
    [NOT_I18N, 'services/ may read src/i18n only, not the rest of src/ (issue 23).'],
  ],
  'machines/**/*.{ts,tsx}': [
    [
      `${UP}(screens|inspector)(/|$)`,
      'machines/ render nothing and know no inspector: no screens or inspector (issue 23).',
    ],
    [
      NOT_I18N,
      'machines/ may read src/i18n only, not the UI, shell or composition root in src/ (issue 23).',
    ],
  ],
  'screens/**/*.{ts,tsx}': [
    [
      `${UP}services/actors(/|$)`,
      "screens/ send events; the actors are the machines' (no services/actors, issue 23).",
    ],
    [
      `${UP}(src/app|inspector)(/|$)`,
      'screens/ do not reach the composition root or the inspector (issue 23).',
    ],
  ],
  'src/i18n/**/*.{ts,tsx}': [
    [
      `^\\.\\./`,
      'src/i18n is the bottom layer: it imports nothing of the app outside src/i18n (issue 23).',
    ],
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      // The build's module lists and bench:bytes's source-mapped rebuild (dist-stats/sourcemapped).
      'dist-stats',
      'playwright-report',
      'screenshots',
      'bench/out',
      'node_modules',
      'server/db/migrations',
      '.data',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrolling agreement viewer (role="region" with a label) takes tabIndex={0} so keyboard users can
      // scroll it (WCAG 2.1.1; axe's scrollable-region-focusable): allow it on regions as well as tab panels.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  // Hooks live in .ts files too (src/app-actor.ts, src/step-focus.ts, src/ui/autofill.ts), so the hooks rules cover both.
  { ...reactHooks.configs.flat.recommended, files: ['**/*.{ts,tsx}'] },
  // One finding when turned on (fixed): an error from now on rather than the preset's warning.
  { files: ['**/*.{ts,tsx}'], rules: { 'react-hooks/exhaustive-deps': 'error' } },
  ...Object.entries(LAYER_ZONES).map(([files, zones]) => layer([files], zones)),
);
