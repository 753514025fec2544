/**
 * The page shell (doc 1 §2.3): left sidebar with the broker logo (linking to the broker website,
 * https:// added when missing) and the progress sidebar (hidden ≤ 900 px); a header with the back
 * button (`wizard.back`), the website link and 'Save & exit' (icon only ≤ 420 px); the
 * missing-info banner; the `main` landmark holding the screen; the terms and privacy line; the
 * footer (copyright year + broker name; terms, privacy, California privacy rights — hidden for the
 * legacy theme — and accessibility links); the full-screen loading overlay; and the polite
 * "Connection problem — retrying…" notice while a save is retried (`shell.retrying`, issue 8; the
 * live region is always present so screen readers announce the text when it appears).
 */
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type {
  ScreenEvent,
  ScreenView,
  SectionView,
  ShellView,
} from '../../machines/screen-contract';
import { cspNonce } from '../csp-nonce';
import { enNetwork } from '../i18n/en-network';
import { t, tList } from '../i18n/t';
import { tNodes } from '../i18n/t-nodes';
import { BrokerLogo } from '../theme/logo';
import type { BrokerTheme } from '../theme/themes';
import { IconArrowLeft, IconCheck, IconClose, IconExternal, IconShield } from '../ui/icons';
import { ProgressSidebar } from './progress-sidebar';
import { setPanelOpen, useA11y } from './a11y-prefs';
import { AssistedBanner } from './assisted-banner';
import { LanguageSwitch } from './language-switch';
import { displayHost, withHttps } from '../../services/api/urls';

/**
 * The theme's shell variables on :root, so portals (modals) see them too. The second selector
 * matches Mantine's light-scheme block (`:root[data-mantine-color-scheme='light']`) in
 * specificity, so the theme's accessible error / placeholder / dimmed colours win over it.
 */
export const themeCss = (theme: BrokerTheme) =>
  `:root,:root[data-mantine-color-scheme]{${Object.entries(theme.vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;

const SaveExitModal = lazy(() => import('./save-exit-modal'));
const SessionModal = lazy(() => import('./session-modal'));
const ResumeModal = lazy(() => import('./resume-modal'));
const OldPortalModal = lazy(() => import('./old-portal-modal'));
const A11yPanel = lazy(() => import('./a11y-panel'));
const SalesModal = lazy(() => import('./sales-modals'));
const SaveCloseModal = lazy(() =>
  import('./sales-modals').then((m) => ({ default: m.SaveCloseModal })),
);
/** The modals of src/shell/sales-modals.tsx (doc 1 §2.10, §2.12). */
const SALES_MODAL_IDS = ['assistedContinue', 'invitationSent', 'invitationError'];

function ExtLink(props: { href: string; children: ReactNode; className?: string }) {
  if (!props.href) return <span className={props.className}>{props.children}</span>;
  return (
    <a
      href={withHttps(props.href)}
      target="_blank"
      rel="noopener noreferrer"
      className={props.className}
    >
      {props.children}
      <span className="w-sr"> {t('shell.newTab')}</span>
    </a>
  );
}

/**
 * ≤ 900 px, where the sidebar is hidden: 'Step n of N: <section>' and a thin bar; after the wizard
 * (every section done, none current — the KYC pages) 'All N steps complete' and a full bar.
 */
export function MobileProgress({ sections }: { sections: SectionView[] }) {
  const index = sections.findIndex((s) => s.current);
  const complete = index < 0 && sections.length > 0 && sections.every((s) => s.done);
  const current = sections[index];
  if (!current && !complete) return null;
  const pct = complete ? 100 : Math.round(((index + 0.5) / sections.length) * 100);
  return (
    <div className="w-mprogress" aria-hidden="true">
      <span>
        {complete
          ? t('sections.mobileComplete', { total: sections.length })
          : t('sections.mobileProgress', {
              n: index + 1,
              total: sections.length,
              section: t(current!.titleKey),
            })}
      </span>
      <span className="w-mprogress__bar">
        <span style={{ width: `${pct}%` }} />
      </span>
    </div>
  );
}

/** The sections of a page without a view (one reference, so the memoised sidebar keeps it). */
const NO_SECTIONS: SectionView[] = [];

export function PageShell(props: {
  shell: ShellView;
  view: ScreenView | null;
  theme: BrokerTheme;
  send: (e: ScreenEvent) => void;
  children: ReactNode;
}) {
  const { shell, view, theme, send } = props;
  const website = withHttps(shell.websiteUrl);
  const logo = (tone: 'dark' | 'light', height: number) =>
    website ? (
      <a
        href={website}
        className="w-logo-link"
        aria-label={t('shell.logoLink', { brokerName: shell.brokerName })}
      >
        <BrokerLogo name={shell.brokerName} emblem={theme.emblem} tone={tone} height={height} />
      </a>
    ) : (
      <span className="w-logo-link" role="img" aria-label={shell.brokerName}>
        <BrokerLogo name={shell.brokerName} emblem={theme.emblem} tone={tone} height={height} />
      </span>
    );
  const sections = view?.sections ?? NO_SECTIONS;
  const year = new Date().getFullYear();
  // doc 1 §2.3: on every page of the wizard while information is missing (not only the review).
  const missingInfo = shell.missingInfo === true || view?.data.missingInfo === true;
  const a11y = useA11y();

  // The parts that do not follow the step are kept between renders (issue 11: the shell renders
  // again on every view change — each Continue, each busy flip — and these are most of it).
  const aside = useMemo(
    () => (
      <aside className="w-side">
        <div className="w-side__logo">{logo('dark', 40)}</div>
        {sections.length ? (
          <ProgressSidebar sections={sections} />
        ) : (
          <div className="w-side__pitch">
            <p className="w-side__pitch-title">{t('shell.sideTitle')}</p>
            <ul>
              {tList('shell.sidePoints').map((p) => (
                <li key={p}>
                  <IconCheck width={16} height={16} />
                  {p}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="w-side__trust">
          <IconShield width={18} height={18} />
          <span>{t('shell.footerTrust')}</span>
        </p>
      </aside>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `logo` reads only shell and theme
    [shell.websiteUrl, shell.brokerName, theme, sections, shell.locale],
  );
  // Without the settings (the error page after a failed boot) there is no broker to name: no
  // terms line, and the copyright without a name.
  const terms = useMemo(
    () =>
      shell.brokerName ? (
        <p className="w-terms">
          {tNodes(
            'shell.termsLine',
            {
              terms: <ExtLink href={shell.termsUrl}>{t('shell.termsLinkText')}</ExtLink>,
              privacy: <ExtLink href={shell.privacyUrl}>{t('shell.privacyLinkText')}</ExtLink>,
            },
            { brokerName: shell.brokerName },
          )}
        </p>
      ) : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t() follows the locale (issue 24)
    [shell.termsUrl, shell.privacyUrl, shell.brokerName, shell.locale],
  );
  const footer = useMemo(
    () => (
      <footer className="w-footer">
        <p className="w-footer__copy">
          {shell.brokerName
            ? t('shell.copyright', { year, brokerName: shell.brokerName })
            : t('shell.copyrightUnnamed', { year })}
        </p>
        <nav aria-label={t('shell.footerNav')}>
          <ul className="w-footer__links">
            <li>
              <ExtLink href={shell.termsUrl}>{t('shell.footerTerms')}</ExtLink>
            </li>
            <li>
              <ExtLink href={shell.privacyUrl}>{t('shell.footerPrivacy')}</ExtLink>
            </li>
            {theme.showCaPrivacy ? (
              <li>
                <ExtLink href={shell.caPrivacyUrl}>{t('shell.footerCaPrivacy')}</ExtLink>
              </li>
            ) : null}
            <li>
              <ExtLink href={shell.accessibilityUrl}>{t('shell.footerAccessibility')}</ExtLink>
            </li>
            <li>
              {/* doc 1 §2.3: the accessibility-assistant trigger (src/shell/a11y-prefs.ts). */}
              <button
                type="button"
                className="w-footer__a11y"
                aria-haspopup="dialog"
                aria-expanded={a11y.open}
                onClick={() => setPanelOpen(true)}
              >
                {t('a11y.trigger')}
              </button>
            </li>
          </ul>
        </nav>
        <LanguageSwitch locale={shell.locale} locales={shell.locales} send={send} />
        {shell.iraFundingCopy ? (
          // doc 1 §2.1: '/ira-funding' adds the metal-stream copy to the footer.
          <p className="w-footer__copy-extra" data-testid="ira-funding-copy">
            {t('iraFunding.footerCopy')}
          </p>
        ) : null}
        {import.meta.env.DEV && shell.canDeleteApplication ? (
          // doc 1 §2.11: the debug button, development builds only.
          <button
            type="button"
            className="w-footer__debug"
            onClick={() => send({ type: 'app.deleteApplication' })}
          >
            {t('deleteApplication.debugButton')}
          </button>
        ) : null}
      </footer>
    ),
    [shell, theme, year, a11y.open, send],
  );

  const mobileProgress = useMemo(
    () => (sections.length ? <MobileProgress sections={sections} /> : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts follow the locale
    [sections, shell.locale],
  );
  const canGoBack = view?.canGoBack === true;
  const header = useMemo(
    () => (
      <header className="w-header">
        <div className="w-header__logo">{logo('light', 32)}</div>
        <div className="w-header__left">
          {canGoBack ? (
            <button type="button" className="w-back" onClick={() => send({ type: 'wizard.back' })}>
              <IconArrowLeft width={18} height={18} />
              <span>{t('shell.back')}</span>
            </button>
          ) : null}
        </div>
        <div className="w-header__right">
          {website ? (
            <a href={website} className="w-header__site" target="_blank" rel="noopener noreferrer">
              {t('shell.website', { site: displayHost(website) })}
              <IconExternal width={14} height={14} />
              <span className="w-sr"> {t('shell.newTab')}</span>
            </a>
          ) : null}
          {shell.showSaveExit ? (
            <button
              type="button"
              className="w-saveexit"
              onClick={() => send({ type: 'saveExit.open' })}
            >
              <span className="w-saveexit__label">{t('shell.saveExit')}</span>
              <IconClose width={18} height={18} />
            </button>
          ) : null}
        </div>
      </header>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `logo` reads only shell and theme
    [website, shell.brokerName, shell.showSaveExit, theme, canGoBack, send, shell.locale],
  );

  return (
    <div className={`w-shell theme-${theme.name}`}>
      <style nonce={cspNonce()}>{themeCss(theme)}</style>
      <a className="w-skip" href="#main">
        {t('shell.skipToContent')}
      </a>
      {aside}

      <div className="w-page">
        {header}

        {mobileProgress}

        {missingInfo ? (
          <div className="w-banner" role="status">
            {t('missingInfo.bannerText')}
          </div>
        ) : null}

        <div className="w-netstatus" role="status" aria-live="polite" data-testid="net-status">
          {shell.retrying ? (
            <div className="w-banner">
              {t('network.retrying', { defaultValue: enNetwork.network.retrying })}
            </div>
          ) : null}
        </div>

        <main id="main" className="w-main" tabIndex={-1}>
          <div className={`w-card w-card--${view?.screen ?? 'none'}`}>{props.children}</div>
          {terms}
        </main>

        {shell.assisted ? (
          <AssistedBanner customerEmail={shell.assisted.customerEmail} send={send} />
        ) : null}

        {footer}
      </div>

      {shell.overlay ? (
        <div className="w-overlay" role="status" aria-live="polite">
          <span className="w-spinner" aria-hidden="true" />
          <span className="w-sr">{t('shell.overlay')}</span>
        </div>
      ) : null}

      {shell.saveExitOpen ? (
        <Suspense fallback={null}>
          <SaveExitModal send={send} />
        </Suspense>
      ) : null}

      {view?.modal === 'resumeApplication' ? (
        <Suspense fallback={null}>
          <ResumeModal
            resume={
              view.data.resume as
                { createdOn?: string | null; createdBy?: string | null } | undefined
            }
            send={send}
          />
        </Suspense>
      ) : null}

      {view?.modal === 'oldPortal' ? (
        <Suspense fallback={null}>
          <OldPortalModal />
        </Suspense>
      ) : null}

      {a11y.open ? (
        <Suspense fallback={null}>
          <A11yPanel statementUrl={shell.accessibilityUrl} />
        </Suspense>
      ) : null}

      {view?.modal && SALES_MODAL_IDS.includes(view.modal) ? (
        <Suspense fallback={null}>
          <SalesModal
            modal={view.modal}
            data={view.data}
            customerEmail={shell.assisted?.customerEmail ?? null}
            error={
              view.formError
                ? t(view.formError, { defaultValue: view.errorFallbacks?.[view.formError] })
                : t('apiErrors.SomethingWentWrong')
            }
            sending={view.screen === 'review'}
            send={send}
          />
        </Suspense>
      ) : null}

      {shell.saveClose ? (
        <Suspense fallback={null}>
          <SaveCloseModal variant={shell.saveClose} send={send} />
        </Suspense>
      ) : null}

      {shell.sessionPromptOpen ? (
        <Suspense fallback={null}>
          <SessionModal send={send} />
        </Suspense>
      ) : null}
    </div>
  );
}
