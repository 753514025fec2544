/**
 * What the screens' jsdom render tests share: the browser APIs Mantine reads that jsdom lacks
 * (matchMedia, ResizeObserver, scrollIntoView), cleanup after each test, and a page-shell view.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import type { ScreenView, ShellView } from '../../machines/screen-contract';

/** Installs the jsdom shims before the file's tests and unmounts after each one. */
export function setupJsdomScreens(): void {
  beforeAll(() => {
    window.matchMedia ??= ((q: string) => ({
      matches: false,
      media: q,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    window.HTMLElement.prototype.scrollIntoView ??= () => {};
  });
  afterEach(cleanup);
}

/** The page shell a screen receives in the render tests (broker 'Test Broker', HAA). */
export const TEST_SHELL: ShellView = {
  brokerName: 'Test Broker',
  brokerCode: 'HAA',
  theme: 'default',
  websiteUrl: '',
  termsUrl: '',
  privacyUrl: '',
  caPrivacyUrl: '',
  accessibilityUrl: '',
  loggedIn: true,
  showSaveExit: true,
  saveExitOpen: false,
  overlay: false,
  ready: true,
};

/** A screen's view in the render tests: `base` names the screen, `over` what the test sets. */
export function screenView(
  base: Pick<ScreenView, 'screen' | 'path' | 'titleKey'>,
  over: Partial<ScreenView> = {},
): ScreenView {
  return {
    ...base,
    sections: [],
    busy: false,
    initial: {},
    fieldErrors: {},
    formError: null,
    canSkip: false,
    canGoBack: true,
    modal: null,
    data: {},
    ...over,
  };
}
