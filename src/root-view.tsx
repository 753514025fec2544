/**
 * The rendered page for one (ShellView, ScreenView) pair: the broker theme (MantineProvider with
 * `ShellView.theme`), the page shell and the current screen. (The document title
 * '<t(titleKey)> | {brokerName}' is set by the router sync; `pageTitle` computes the same text.) Used by the app (fed by the root actor) and the dev gallery
 * (fed by samples).
 */
import { MantineProvider } from '@mantine/core';
import { createContext, memo, useContext } from 'react';
import type { ScreenEvent, ScreenView, ShellView } from '../machines/screen-contract';
import { cspNonce } from './csp-nonce';
import { t } from './i18n/t';
import { ScreenOutlet } from './screen-outlet';
import { PageShell } from './shell/page-shell';
import { themeFor } from './theme/themes';

export function pageTitle(view: ScreenView | null, shell: ShellView): string {
  const page = view ? t(view.titleKey) : '';
  if (!shell.brokerName) return page;
  return page ? `${page} | ${shell.brokerName}` : shell.brokerName;
}

/** Mantine's `<style>` tags carry the page's CSP nonce (src/csp-nonce.ts). */
const styleNonce = cspNonce as () => string;

type RootProps = {
  shell: ShellView;
  view: ScreenView | null;
  send: (e: ScreenEvent) => void;
};

/** What the page under the theme renders; read through context so the theme layer can skip renders. */
const RootPropsContext = createContext<RootProps | null>(null);

/**
 * The broker theme (MantineProvider and its CSS variables), rendered again only when the theme
 * changes: a new view (each step, each busy flip) re-renders the page below it through
 * `RootPropsContext`, not the provider (issue 11: MantineProvider recomputed its CSS variables on
 * every view change).
 */
const ThemedPage = memo(function ThemedPage({ themeName }: { themeName: ShellView['theme'] }) {
  const theme = themeFor(themeName);
  return (
    <MantineProvider theme={theme.mantine} forceColorScheme="light" getStyleNonce={styleNonce}>
      <Page />
    </MantineProvider>
  );
});

function Page() {
  const props = useContext(RootPropsContext)!;
  const theme = themeFor(props.shell.theme);
  return (
    <PageShell shell={props.shell} view={props.view} theme={theme} send={props.send}>
      {props.view ? <ScreenOutlet view={props.view} shell={props.shell} send={props.send} /> : null}
    </PageShell>
  );
}

export function RootView(props: RootProps) {
  return (
    <RootPropsContext.Provider value={props}>
      <ThemedPage themeName={props.shell.theme} />
    </RootPropsContext.Provider>
  );
}
