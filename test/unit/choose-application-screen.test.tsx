// @vitest-environment jsdom
/**
 * The kind choice (screens/choose-application.tsx, doc 2 §2.2 "Choice of the first wizard screen"):
 * a refused choice — the kind's save or the application's creation, which the entry machine
 * answers by going back to MAIN with the error (machines/entry/choose-kind.states.ts) — shows that
 * error under the cards (doc 1 §8.1); a choice sends `choice.select`.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent } from '../../machines/screen-contract';
import ChooseApplication from '../../screens/choose-application';
import { t } from '../../src/i18n/t';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

const view = (formError: string | null) =>
  screenView(
    {
      screen: 'chooseApplication',
      path: '/choose-application',
      titleKey: 'pageTitles.chooseApplication',
    },
    { formError, data: { level: 'MAIN' } },
  );

describe('the kind choice', () => {
  it('a refused choice shows its error on MAIN; a card sends choice.select', () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    render(
      <MantineProvider>
        <ChooseApplication
          view={view('apiErrors.ApplicationIsCompleted')}
          shell={TEST_SHELL}
          send={send}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(t('apiErrors.ApplicationIsCompleted'));
    fireEvent.click(
      screen.getByRole('button', { name: new RegExp(t('chooseApplication.standardTitle')) }),
    );
    expect(send).toHaveBeenCalledWith({ type: 'choice.select', choice: 'STANDARD' });
  });

  it('no error, no alert', () => {
    render(
      <MantineProvider>
        <ChooseApplication view={view(null)} shell={TEST_SHELL} send={vi.fn()} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
