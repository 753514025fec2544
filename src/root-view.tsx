/**
 * The rendered page for one (ShellView, ScreenView) pair: the broker theme (MantineProvider with
 * `ShellView.theme`), the page shell and the current screen. (The document title
 * '<t(titleKey)> | {brokerName}' is set by the router sync; `pageTitle` computes the same text.) Used by the app (fed by the root actor) and the dev gallery
 * (fed by samples).
 */
import { MantineProvider } from '@mantine/core';
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

export function RootView(props: {
  shell: ShellView;
  view: ScreenView | null;
  send: (e: ScreenEvent) => void;
}) {
  const theme = themeFor(props.shell.theme);
  return (
    <MantineProvider theme={theme.mantine} forceColorScheme="light" getStyleNonce={styleNonce}>
      <PageShell shell={props.shell} view={props.view} theme={theme} send={props.send}>
        {props.view ? (
          <ScreenOutlet view={props.view} shell={props.shell} send={props.send} />
        ) : null}
      </PageShell>
    </MantineProvider>
  );
}
