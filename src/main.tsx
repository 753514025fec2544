/**
 * Entry: the base Mantine styles the first screen needs (only the files used — STACK.md budget),
 * the shell styles, then either the app or, in development only, the screen gallery
 * (/__gallery…; `import.meta.env.DEV` is false in production, so the gallery is dropped).
 *
 * The server inlines the broker's settings and countries (#wizard-bootstrap) and, on the landing
 * page, the welcome page already rendered by the same machine and views (server/http/prerender.ts).
 * The app then starts with those settings, waits until the machine has left `boot`, and takes the
 * page over in one synchronous commit, carrying across what the applicant typed, the focus and a
 * submit made before it was ready — so the hand-over is invisible.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Input.css';
import './shell/shell.css';
import './ui/screens.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { createAppElement, type AppElementOptions } from './app';
import { shareCspNonce } from './csp-nonce';
import { offeredLocales } from './i18n/locales';
import { loadLocale, setLocale } from './i18n/t';
import { initialLocale } from '../services/adapters/locale';

declare global {
  interface Window {
    __wizardMounted?: boolean;
    __wizardPendingSubmit?: number;
  }
}

/** Input types that support setSelectionRange (HTML: text, search, URL, tel, password). */
const SELECTABLE = new Set(['text', 'search', 'url', 'tel', 'password']);

shareCspNonce();
const rootEl = document.getElementById('root')!;

function readBootstrap(): AppElementOptions['preloaded'] {
  const el = document.getElementById('wizard-bootstrap');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as AppElementOptions['preloaded'];
  } catch {
    return undefined;
  }
}

/** A selector that finds the same focus stop in the app's DOM (id, else link target, else first class), or null. */
function focusSelectorOf(el: Element | null): string | null {
  if (!el || el === document.body || !rootEl.contains(el)) return null;
  if (el.id) return `#${CSS.escape(el.id)}`;
  const href = el.getAttribute('href');
  if (el.tagName === 'A' && href) return `a[href="${CSS.escape(href)}"]`;
  const cls = el.classList[0];
  return cls ? `${el.tagName.toLowerCase()}.${CSS.escape(cls)}` : null;
}

async function start() {
  const prerendered = rootEl.dataset.prerendered === 'welcome';
  const typedInput = () => rootEl.querySelector<HTMLInputElement>('input[name="Email"]');
  const search = () => {
    const typed = prerendered ? typedInput()?.value : undefined;
    if (!typed) return location.search;
    const q = new URLSearchParams(location.search);
    q.set('email', typed);
    return `?${q}`;
  };
  // Issue 24: the page's language (remembered, else the browser's, among the broker's) and its
  // texts before the first render — the server rendered the welcome page in the same one.
  const preloaded = readBootstrap();
  let locale = initialLocale(offeredLocales(preloaded?.settings.Languages));
  // A chunk that could not be fetched (offline): the English texts of the entry chunk.
  await loadLocale(locale).catch(() => (locale = 'en'));
  setLocale(locale);
  // The machine reads the e-mail typed into the server-rendered field as its prefill.
  const { element, actor } = createAppElement({ search: search(), preloaded, locale });
  const root = createRoot(rootEl);
  if (prerendered) {
    await waitFor(actor, (s) => !s.matches({ flow: 'boot' }));
    const focused = document.activeElement === typedInput();
    // Any other focus stop (the skip link, a button) is found again in the app's DOM by its id,
    // link target or class, so a keyboard user keeps their place across the hand-over.
    const refocus = !focused ? focusSelectorOf(document.activeElement) : null;
    const typedNow = typedInput()?.value ?? '';
    flushSync(() => root.render(element));
    if (refocus) rootEl.ownerDocument.querySelector<HTMLElement>(refocus)?.focus();
    window.__wizardMounted = true;
    const input = typedInput();
    if (input && input.value !== typedNow) {
      // Keys typed between the machine's start and the commit.
      input.value = typedNow;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (input && focused) {
      input.focus();
      // The caret goes after what was typed; an e-mail input has no selection API (it throws).
      if (SELECTABLE.has(input.type))
        input.setSelectionRange(input.value.length, input.value.length);
    }
    if (window.__wizardPendingSubmit) {
      window.__wizardPendingSubmit = 0;
      input?.form?.requestSubmit();
    }
  } else {
    root.render(element);
    window.__wizardMounted = true;
  }
}

if (import.meta.env.DEV && location.pathname.startsWith('/__gallery')) {
  const root = createRoot(rootEl);
  void import('./dev/gallery').then(({ Gallery }) =>
    root.render(
      <StrictMode>
        <Gallery />
      </StrictMode>,
    ),
  );
} else if (import.meta.env.DEV && location.pathname === '/__replay') {
  // Development only (issue 13): replays a support snapshot (`npm run replay -- FILE`).
  void import('./dev/replay-page').then(({ startReplayPage }) => startReplayPage(rootEl));
} else {
  void start();
}
