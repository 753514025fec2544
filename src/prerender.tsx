/**
 * Server-side rendering of the landing page (doc 1 §2.4 welcome, BASE '/' and AIP '/aip').
 *
 * Built by `vite build --ssr` into dist/ssr/prerender.js and called by the reference server
 * (server/http/prerender.ts) so the welcome page paints from HTML, before any JavaScript runs.
 * The markup is not a second copy of the page: the real root machine is started with the
 * broker's settings (its `boot` actor answered from them), run to its first screen, and that
 * snapshot is rendered through the same selectors and `RootView` the browser uses. When the
 * machine's first screen is not the welcome page (an unknown path, say), nothing is rendered
 * and the server sends the plain client-rendered page.
 */
import { renderToString } from 'react-dom/server';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BootOutput } from '../machines/app/actor-contracts';
import { appMachine } from '../machines/app/app.machine';
import { selectScreen, selectShell } from '../machines/view/selectors';
import type { Country, Settings } from '../services/api/contract';
import { pageTitle, RootView } from './root-view';
import { es } from './i18n/es';
import type { Locale } from './i18n/locales';
import { addLocaleTexts, setLocale } from './i18n/t';

// Issue 24: the server renders the welcome page in Spanish too (its texts are all in the base).
addLocaleTexts('es', es);

export interface PrerenderInput {
  settings: Settings;
  countries: Country[];
  /** Request path, e.g. '/' or '/aip'. */
  path: string;
  /** Request query string with its '?', e.g. '?email=a%40b.com&PromoCode=GOLD'. */
  search: string;
  /** Issue 24: the language to render in (server/http/prerender.ts `requestLocale`); 'en' by default. */
  locale?: Locale;
}

/** `{ html, title }` of the welcome page for this request, or null when it is not the welcome page. */
export async function renderWelcome(
  input: PrerenderInput,
): Promise<{ html: string; title: string } | null> {
  const locale = input.locale ?? 'en';
  const boot: BootOutput = {
    settings: input.settings,
    countries: input.countries,
    fingerprint: null,
    session: null,
    persisted: null,
    email: null,
  };
  const machine = appMachine.provide({ actors: { boot: fromPromise(async () => boot) } });
  const actor = createActor(machine, {
    input: {
      initialPath: input.path,
      search: input.search,
      referrer: '',
      brokerCode: input.settings.BrokerCode,
      locale,
    },
  });
  actor.start();
  try {
    const snapshot = await waitFor(actor, (s) => !s.matches({ flow: 'boot' }), { timeout: 2000 });
    const view = selectScreen(snapshot);
    if (view.screen !== 'welcome') return null;
    const shell = selectShell(snapshot);
    // One process renders every request: the locale is set right before the synchronous render.
    setLocale(locale);
    try {
      const html = renderToString(<RootView shell={shell} view={view} send={() => {}} />);
      return { html, title: pageTitle(view, shell) };
    } finally {
      setLocale('en');
    }
  } finally {
    actor.stop();
  }
}
