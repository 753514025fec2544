/**
 * WCAG 2.1 AA contrast of every text/background (and component/background) pair the four broker
 * themes use (src/theme/themes.ts, src/shell/shell.css, src/ui/screens.css). axe cannot measure
 * the sidebar (gradient background), so its pairs are checked here against both gradient stops.
 *
 *   npx tsx test/visual/contrast.ts          prints the table; exit code 1 when a pair fails
 *
 * Thresholds: 4.5:1 for text, 3:1 for large text and for non-text parts (focus rings, input
 * borders, progress markers — WCAG 1.4.11). Decorative parts (the sidebar's accent strip, the
 * mobile progress bar next to its 'Step n of N' text, emblem shading) are not listed. Disabled
 * controls are exempt (WCAG 1.4.3). Also imported by test/e2e/a11y.spec.ts.
 */
import { themes, type BrokerTheme, type ThemeName } from '../../src/theme/themes';

type Rgb = [number, number, number];

const hex = (h: string): Rgb => {
  const s = h.replace('#', '');
  const f = s.length === 3 ? s.replace(/./g, '$&$&') : s;
  return [0, 2, 4].map((i) => parseInt(f.slice(i, i + 2), 16)) as Rgb;
};

const lum = (h: string) => {
  const [r, g, b] = hex(h).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two opaque colours. */
export const contrast = (a: string, b: string) => {
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

export interface Pair {
  use: string;
  fg: string;
  bg: string;
  min: 4.5 | 3;
}

/** Colours the CSS uses that are not theme variables (kept in sync with shell.css / screens.css). */
export const FIXED = {
  white: '#ffffff',
  /** --mantine-color-error (set per theme in themeCss; Mantine's default red-6 #fa5252 is 3.2:1). */
  formErrorFg: '#8a1c1c',
  formErrorBg: '#fdeeee',
  bannerFg: '#6b4300',
  bannerBg: '#fff4e5',
} as const;

/** Every pair of one theme. */
export function pairsOf(th: BrokerTheme): Pair[] {
  const v = th.vars;
  const brand = th.mantine.colors!.brand!;
  const primary = brand[8];
  const primaryHover = brand[9];
  const error = v['--mantine-color-error'];
  const placeholder = v['--mantine-color-placeholder'];
  const inputBorder = v['--mantine-color-gray-4'];
  const sideBgs = [v['--brand-sidebar-bg'], v['--brand-sidebar-bg2']];
  const onSide = (use: string, fg: string, min: 4.5 | 3 = 4.5): Pair[] =>
    sideBgs.map((bg, i) => ({
      use: `${use} (sidebar ${i ? 'gradient top' : 'base'})`,
      fg,
      bg,
      min,
    }));
  const surfaces: [string, string][] = [
    ['page', v['--brand-page-bg']],
    ['card', v['--brand-surface']],
  ];
  const onSurfaces = (use: string, fg: string, min: 4.5 | 3 = 4.5): Pair[] =>
    surfaces.map(([n, bg]) => ({ use: `${use} on ${n}`, fg, bg, min }));
  return [
    ...onSurfaces('ink text', v['--brand-ink']),
    ...onSurfaces('muted text (subtitle, footer, terms)', v['--brand-muted']),
    ...onSurfaces('link / link button / skip link', primary),
    ...onSurfaces('focus ring', primary, 3),
    { use: 'button label on primary', fg: FIXED.white, bg: primary, min: 4.5 },
    { use: 'button label on primary hover', fg: FIXED.white, bg: primaryHover, min: 4.5 },
    {
      use: 'eyebrow / icons on card',
      fg: v['--brand-accent-strong'],
      bg: v['--brand-surface'],
      min: 4.5,
    },
    {
      use: 'badge / icon on accent-soft',
      fg: v['--brand-accent-strong'],
      bg: v['--brand-accent-soft'],
      min: 4.5,
    },
    {
      use: 'info box text on accent-soft',
      fg: v['--brand-muted'],
      bg: v['--brand-accent-soft'],
      min: 4.5,
    },
    {
      use: 'info box title on accent-soft',
      fg: v['--brand-ink'],
      bg: v['--brand-accent-soft'],
      min: 4.5,
    },
    { use: 'field error text on card', fg: error, bg: v['--brand-surface'], min: 4.5 },
    { use: 'field error text on page', fg: error, bg: v['--brand-page-bg'], min: 4.5 },
    { use: 'input placeholder on card', fg: placeholder, bg: v['--brand-surface'], min: 4.5 },
    { use: 'input border on card', fg: inputBorder, bg: v['--brand-surface'], min: 3 },
    { use: 'input border (error) on card', fg: error, bg: v['--brand-surface'], min: 3 },
    { use: 'form error alert', fg: FIXED.formErrorFg, bg: FIXED.formErrorBg, min: 4.5 },
    { use: 'missing-info banner', fg: FIXED.bannerFg, bg: FIXED.bannerBg, min: 4.5 },
    ...onSide('sidebar text / current step', v['--brand-sidebar-fg']),
    ...onSide('sidebar muted text / next steps', v['--brand-sidebar-muted']),
    ...onSide('sidebar logo wordmark', v['--brand-sidebar-fg']),
    ...onSurfaces('header logo wordmark (≤ 900 px)', v['--brand-ink']),
    ...onSide('step marker ring / current marker / logo focus ring', v['--brand-accent'], 3),
    {
      use: 'check mark on finished-step marker',
      fg: v['--brand-sidebar-bg'],
      bg: v['--brand-accent'],
      min: 3,
    },
  ];
}

export interface Row extends Pair {
  theme: ThemeName;
  ratio: number;
  ok: boolean;
}

/** Every pair of every theme with its ratio. */
export function contrastReport(): Row[] {
  return (Object.keys(themes) as ThemeName[]).flatMap((name) =>
    pairsOf(themes[name]).map((p) => {
      if (!p.fg || !p.bg) throw new Error(`${name}: missing colour for '${p.use}'`);
      const ratio = contrast(p.fg, p.bg);
      return { ...p, theme: name, ratio, ok: ratio >= p.min };
    }),
  );
}

const isMain = typeof process !== 'undefined' && process.argv[1]?.endsWith('contrast.ts');
if (isMain) {
  const rows = contrastReport();
  for (const name of Object.keys(themes)) {
    console.info(`\n${name}`);
    for (const r of rows.filter((x) => x.theme === name)) {
      console.info(
        `  ${r.ok ? 'ok  ' : 'FAIL'} ${r.ratio.toFixed(2).padStart(5)}:1 (≥ ${r.min})  ${r.fg} on ${r.bg}  ${r.use}`,
      );
    }
  }
  const failed = rows.filter((r) => !r.ok);
  console.info(`\n${rows.length - failed.length}/${rows.length} pairs pass`);
  if (failed.length) process.exit(1);
}
