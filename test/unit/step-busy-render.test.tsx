// @vitest-environment jsdom
/**
 * Issue 22 target 1: a Continue does not render the step's form again before its calls. A screen
 * that exports `busyFromContext` (its view reaches `busy` only through SubmitRow,
 * src/ui/step-busy.ts) keeps its element across the busy flip — and across the save's own answer
 * changing the prefill — while its submit row shows the busy state (aria-busy, the click guard);
 * the form renders again once the step is no longer busy. `keepBusyView` (src/app-actor.ts) keeps
 * the root's view across such a prefill-only change, so the page is not rendered at all then.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import { keepBusyView } from '../../src/app-actor';
import { RootView } from '../../src/root-view';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

/** Counts the step forms' renders (every form screen calls useStepForm once per render). */
const formRenders = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../src/ui/form', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../../src/ui/form')>();
  return {
    ...mod,
    useStepForm: ((...args: Parameters<typeof mod.useStepForm>) => {
      formRenders.n++;
      return mod.useStepForm(...args);
    }) as typeof mod.useStepForm,
  };
});

setupJsdomScreens();

const nameView = (over: Partial<ScreenView> = {}) =>
  screenView(
    { screen: 'name', path: '/secure/name', titleKey: 'pageTitles.name' },
    { canGoBack: true, ...over },
  );
const SAVED = { FirstName: 'Ada', MiddleName: '', LastName: 'Lovelace' };

describe('a Continue on a busyFromContext screen (the name step)', () => {
  it('shows the busy state in the submit row without rendering the form again', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    const ui = (v: ScreenView) => <RootView shell={TEST_SHELL} view={v} send={send} />;
    const r = render(ui(nameView()));
    const last = (await screen.findByLabelText(
      /^last name/i,
      {},
      { timeout: 20_000 },
    )) as HTMLInputElement;
    const button = screen.getByRole('button', { name: /continue/i });
    expect(button.getAttribute('aria-busy')).toBeNull();
    const before = formRenders.n;

    // Saving: busy (the back link withdrawn), then the save's answer changes the prefill.
    r.rerender(ui(nameView({ busy: true, canGoBack: false })));
    await act(async () => {});
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    r.rerender(ui(nameView({ busy: true, canGoBack: false, initial: SAVED })));
    await act(async () => {});
    expect(formRenders.n).toBe(before);
    expect(last.isConnected).toBe(true);

    // A failed save (a field error, not busy): the form renders with it, the button is free.
    r.rerender(
      ui(nameView({ busy: false, fieldErrors: { LastName: 'errors.invalidCharacters' } })),
    );
    await act(async () => {});
    expect(formRenders.n).toBeGreaterThan(before);
    expect(screen.getByRole('button', { name: /continue/i }).getAttribute('aria-busy')).toBeNull();
  });
});

describe('keepBusyView', () => {
  const v = (over: Partial<ScreenView> = {}) => nameView({ busy: true, ...over });
  it('keeps a busy view whose prefill alone changed on the same step', () => {
    expect(keepBusyView(v(), v({ initial: SAVED }))).toBe(true);
  });
  it('passes any other change: not busy, another step, another field', () => {
    expect(keepBusyView(v(), v({ busy: false, initial: SAVED }))).toBe(false);
    expect(keepBusyView(nameView(), v())).toBe(false);
    expect(keepBusyView(v(), v({ path: '/secure/phone-number', screen: 'phone' }))).toBe(false);
    expect(keepBusyView(v(), v({ formError: 'errors.server' }))).toBe(false);
    expect(keepBusyView(null, v())).toBe(false);
  });
});
