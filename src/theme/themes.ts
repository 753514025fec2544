/**
 * The four broker themes of doc 1 §1 "White-labelling": 'default', 'second', 'demo', 'legacy'.
 * A theme sets colours, fonts (system font stacks only — no web-font downloads) and the logo
 * emblem. `primaryShade: 8` keeps filled buttons above 4.5:1 contrast (axe, STACK.md).
 *
 * `vars` are CSS custom properties the page shell reads (sidebar, accent, page background);
 * Mantine's own variables come from `mantine`.
 */
import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { ShellView } from '../../machines/screen-contract';
import { t } from '../i18n/t';
import { pickOptionOnEnter } from '../ui/autofill';

export type ThemeName = ShellView['theme'];
export type Emblem = 'bars' | 'coin' | 'hex' | 'shield';

export interface BrokerTheme {
  name: ThemeName;
  mantine: MantineThemeOverride;
  /** CSS custom properties for the shell (set on the shell's root element). */
  vars: Record<`--${string}`, string>;
  emblem: Emblem;
  /** The California privacy-rights footer link is hidden for the legacy theme (doc 1 §2.3). */
  showCaPrivacy: boolean;
}

const SANS =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif";
const SERIF =
  "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, Cambria, 'Times New Roman', 'Liberation Serif', serif";
const ROUNDED =
  "ui-rounded, 'SF Pro Rounded', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

const tuple = (...c: string[]) => c as unknown as MantineColorsTuple;

function make(
  name: ThemeName,
  o: {
    brand: MantineColorsTuple;
    accent: MantineColorsTuple;
    body: string;
    headings: string;
    headingWeight: string;
    radius: 'sm' | 'md' | 'lg';
    vars: BrokerTheme['vars'];
    emblem: Emblem;
  },
): BrokerTheme {
  return {
    name,
    emblem: o.emblem,
    showCaPrivacy: name !== 'legacy',
    vars: {
      // Mantine's light-scheme defaults fail WCAG AA on white: error red-6 #fa5252 (3.3:1),
      // placeholder gray-5 #adb5bd (2.1:1), dimmed gray-6 #868e96 (3.3:1) and the input /
      // checkbox border gray-4 #ced4da (1.5:1, below 3:1 for a component boundary, WCAG 1.4.11).
      '--mantine-color-error': '#c92a2a',
      '--mantine-color-placeholder': '#6b7280',
      '--mantine-color-dimmed': o.vars['--brand-muted'],
      '--mantine-color-gray-4': '#878f9a',
      ...o.vars,
    },
    mantine: createTheme({
      primaryColor: 'brand',
      primaryShade: 8,
      colors: { brand: o.brand, accent: o.accent },
      fontFamily: o.body,
      fontFamilyMonospace: MONO,
      headings: { fontFamily: o.headings, fontWeight: o.headingWeight },
      defaultRadius: o.radius,
      cursorType: 'pointer',
      black: '#161b26',
      components: {
        Button: { defaultProps: { size: 'md' } },
        TextInput: { defaultProps: { size: 'md' } },
        PasswordInput: { defaultProps: { size: 'md' } },
        // Enter picks the highlighted (or the only, or the fully typed) option, never submits past it.
        Select: { defaultProps: { size: 'md', onKeyDown: pickOptionOnEnter } },
        Autocomplete: { defaultProps: { size: 'md' } },
        // Mantine keeps a closed dropdown's options mounted (display: none) by default, so every
        // render of a form with a country select rendered its ~250 options again (issue 11: up to
        // 1,750 option renders per Continue). Closed, the list is not in the DOM; the input names
        // it (aria-controls) only while open, so nothing refers to it.
        Combobox: { defaultProps: { keepMounted: false } },
        // Mantine's close button is an icon only: give every modal's close button a name (axe
        // button-name). Its <header> sits in a role=dialog section, which makes it a second
        // 'banner' landmark next to the page header: present it as a plain container.
        Modal: {
          defaultProps: {
            closeButtonProps: { 'aria-label': t('common.close') },
            attributes: { header: { role: 'presentation' } },
          },
        },
      },
    }),
  };
}

export const themes: Record<ThemeName, BrokerTheme> = {
  // Navy and gold, serif headings: calm and established.
  default: make('default', {
    brand: tuple(
      '#ecf1f8',
      '#d5deeb',
      '#a8bcd6',
      '#7897c1',
      '#5178ae',
      '#3a64a2',
      '#2d5a9e',
      '#214b8a',
      '#1a3f77',
      '#0e3366',
    ),
    accent: tuple(
      '#fcf7e8',
      '#f5ebcb',
      '#ecd596',
      '#e2bf5d',
      '#daac31',
      '#d5a017',
      '#c8940a',
      '#a87a00',
      '#8f6700',
      '#785600',
    ),
    body: SANS,
    headings: SERIF,
    headingWeight: '600',
    radius: 'md',
    emblem: 'bars',
    vars: {
      '--brand-sidebar-bg': '#0c1f3b',
      '--brand-sidebar-bg2': '#13305a',
      '--brand-sidebar-fg': '#e9eef6',
      '--brand-sidebar-muted': '#9fb2cc',
      '--brand-accent': '#d4a437',
      '--brand-accent-strong': '#8f6700',
      '--brand-accent-soft': '#fbf4e1',
      '--brand-page-bg': '#f6f4ef',
      '--brand-surface': '#ffffff',
      '--brand-border': '#e4e0d6',
      '--brand-ink': '#161b26',
      '--brand-muted': '#5b6473',
      '--brand-heading-font': SERIF,
    },
  }),
  // Deep emerald and silver, all sans: modern and crisp.
  second: make('second', {
    brand: tuple(
      '#e6f5f2',
      '#cdebe5',
      '#9ed6cb',
      '#6cc0ae',
      '#43ad96',
      '#2b9f87',
      '#17967e',
      '#0b816b',
      '#086a58',
      '#045646',
    ),
    accent: tuple(
      '#f3f5f7',
      '#e4e8ec',
      '#c7cfd7',
      '#a7b3bf',
      '#8d9baa',
      '#7d8c9d',
      '#738597',
      '#617284',
      '#536577',
      '#41576b',
    ),
    body: SANS,
    headings: SANS,
    headingWeight: '700',
    radius: 'sm',
    emblem: 'coin',
    vars: {
      '--brand-sidebar-bg': '#0d2b27',
      '--brand-sidebar-bg2': '#123d37',
      '--brand-sidebar-fg': '#e8f3f0',
      '--brand-sidebar-muted': '#9cbcb5',
      '--brand-accent': '#b9c3cc',
      '--brand-accent-strong': '#41576b',
      '--brand-accent-soft': '#eef4f2',
      '--brand-page-bg': '#f3f6f5',
      '--brand-surface': '#ffffff',
      '--brand-border': '#dde5e3',
      '--brand-ink': '#132421',
      '--brand-muted': '#54645f',
      '--brand-heading-font': SANS,
    },
  }),
  // Indigo with a coral accent, rounded sans: the broker demo environment.
  demo: make('demo', {
    brand: tuple(
      '#f0edff',
      '#ddd6fa',
      '#b8aaf0',
      '#927ce7',
      '#725ae0',
      '#5e42dc',
      '#5436db',
      '#4429c3',
      '#3a22ab',
      '#2f1c96',
    ),
    accent: tuple(
      '#fff0eb',
      '#ffdfd5',
      '#ffbda8',
      '#ff9a78',
      '#ff7c50',
      '#ff6936',
      '#ff5f28',
      '#e34e1b',
      '#c84314',
      '#ae370b',
    ),
    body: ROUNDED,
    headings: ROUNDED,
    headingWeight: '700',
    radius: 'lg',
    emblem: 'hex',
    vars: {
      '--brand-sidebar-bg': '#1b1440',
      '--brand-sidebar-bg2': '#2a1f63',
      '--brand-sidebar-fg': '#efecff',
      '--brand-sidebar-muted': '#b0a7dd',
      '--brand-accent': '#ff7c50',
      '--brand-accent-strong': '#c84314',
      '--brand-accent-soft': '#fff3ee',
      '--brand-page-bg': '#f6f5fb',
      '--brand-surface': '#ffffff',
      '--brand-border': '#e3e0f0',
      '--brand-ink': '#1a1733',
      '--brand-muted': '#5d5a73',
      '--brand-heading-font': ROUNDED,
    },
  }),
  // Burgundy and antique brass, serif throughout: the broker's traditional look.
  legacy: make('legacy', {
    brand: tuple(
      '#fbedee',
      '#f2d9db',
      '#e4b0b4',
      '#d6848b',
      '#ca5f68',
      '#c34852',
      '#b83a45',
      '#a22d38',
      '#8c2330',
      '#771a26',
    ),
    accent: tuple(
      '#f9f4ec',
      '#efe5d3',
      '#dfcaa6',
      '#cfae76',
      '#c2974f',
      '#ba8936',
      '#b58228',
      '#9e701c',
      '#8c6315',
      '#79540b',
    ),
    body: SERIF,
    headings: SERIF,
    headingWeight: '600',
    radius: 'sm',
    emblem: 'shield',
    vars: {
      '--brand-sidebar-bg': '#2b1216',
      '--brand-sidebar-bg2': '#421b21',
      '--brand-sidebar-fg': '#f6ece9',
      '--brand-sidebar-muted': '#caa9a3',
      '--brand-accent': '#c2974f',
      '--brand-accent-strong': '#8c6315',
      '--brand-accent-soft': '#f8f1e6',
      '--brand-page-bg': '#faf7f2',
      '--brand-surface': '#ffffff',
      '--brand-border': '#e8dfd3',
      '--brand-ink': '#23171a',
      '--brand-muted': '#64565a',
      '--brand-heading-font': SERIF,
    },
  }),
};

/** The theme for a settings value; unknown values fall back to 'default'. */
export const themeFor = (name: string | undefined): BrokerTheme =>
  themes[(name ?? 'default') as ThemeName] ?? themes.default;
