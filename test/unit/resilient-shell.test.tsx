// @vitest-environment jsdom
/**
 * The retry notice of issue 8: the root actor's `retrying` flag (set by `net.retrying`, cleared
 * by `net.settled`, both sent by createApp from the API client's onRetry / onSettled) reaches the
 * page shell through selectShell, which shows "Connection problem — retrying…" in a polite live
 * region while it is set.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import { selectShell } from '../../machines/view/selectors';
import { enNetwork } from '../../src/i18n/en-network';
import { PageShell } from '../../src/shell/page-shell';
import { themes } from '../../src/theme/themes';
import { createFakeApi, emptyApplication, fakeDeps } from '../machines/fake-api';
import { TEST_SHELL, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

describe('retry notice (issue 8)', () => {
  it('net.retrying sets the shell flag, net.settled clears it', () => {
    const deps = fakeDeps(
      createFakeApi({ application: emptyApplication({ ApplicationType: null }) }),
    );
    const actor = createActor(createAppMachine(deps), {
      input: { initialPath: '/', search: '', referrer: '', brokerCode: 'HAA' },
    });
    actor.start();
    expect(selectShell(actor.getSnapshot()).retrying).toBe(false);
    actor.send({ type: 'net.retrying', attempt: 1 });
    expect(selectShell(actor.getSnapshot()).retrying).toBe(true);
    actor.send({ type: 'net.retrying', attempt: 2 });
    expect(selectShell(actor.getSnapshot()).retrying).toBe(true);
    actor.send({ type: 'net.settled' });
    expect(selectShell(actor.getSnapshot()).retrying).toBe(false);
    actor.stop();
  });

  it('the shell shows the notice in a polite live region only while retrying', () => {
    const renderShell = (retrying: boolean) =>
      render(
        <MantineProvider>
          <PageShell
            shell={{ ...TEST_SHELL, retrying }}
            view={null}
            theme={themes.default}
            send={vi.fn()}
          >
            <p>screen</p>
          </PageShell>
        </MantineProvider>,
      );
    const { unmount } = renderShell(true);
    const region = screen.getByTestId('net-status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe(enNetwork.network.retrying);
    expect(screen.getByText('screen')).toBeTruthy();
    unmount();
    renderShell(false);
    expect(screen.getByTestId('net-status').textContent).toBe('');
  });
});
