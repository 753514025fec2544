// @vitest-environment jsdom
/**
 * The programme's views (screens/metal-*.tsx): the allocation's slider and percentage inputs stay
 * at a sum of 100 and submit whole percent; the pickers list one row per product and location and
 * a click sends `wizard.submit {MetalType, ProductSymbolCode}`; the monthly amount shows the server's
 * field error and submits a number; the funding choice offers manual funding only when assisted.
 * Texts of src/i18n/en-metal.ts are looked up with t(), so the assertions hold before and after the
 * fragment is merged into the catalogue.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import { productRowsOf } from '../../machines/view/specs/metal-common';
import type { MetalProduct } from '../../services/api/contract';
import MetalAllocate from '../../screens/metal-allocate';
import MetalFunding from '../../screens/metal-funding';
import MetalInvest from '../../screens/metal-invest';
import MetalProduct_ from '../../screens/metal-product';
import MetalSummary from '../../screens/metal-summary';
import MetalWelcome from '../../screens/metal-welcome';
import type { ScreenProps } from '../../screens/screen-props';
import { t } from '../../src/i18n/t';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

function renderScreen(Screen: (p: ScreenProps) => ReactNode, view: ScreenView) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  render(
    <MantineProvider>
      <Screen view={view} shell={TEST_SHELL} send={send} />
    </MantineProvider>,
  );
  return send;
}
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (key: string) => new RegExp(`^${esc(t(key))}`);

describe('fund allocation', () => {
  const view = (over: Partial<ScreenView> = {}) =>
    screenView(
      { screen: 'metalAllocate', path: '/metal/allocate', titleKey: 'pageTitles.metalAllocate' },
      {
        initial: { GoldPercentage: '50', SilverPercentage: '50' },
        data: { amount: 250, currency: 'USD' },
        ...over,
      },
    );

  it('the slider and the two inputs always sum to 100, clamped; Continue sends whole percent', async () => {
    const send = renderScreen(MetalAllocate, view());
    const gold = screen.getByRole('textbox', {
      name: named('metalAllocate.goldPercent'),
    }) as HTMLInputElement;
    const silver = screen.getByRole('textbox', {
      name: named('metalAllocate.silverPercent'),
    }) as HTMLInputElement;
    const slider = screen.getByRole('slider');
    expect([gold.value, silver.value, slider.getAttribute('aria-valuenow')]).toEqual([
      '50%',
      '50%',
      '50',
    ]);

    fireEvent.change(gold, { target: { value: '70' } });
    await waitFor(() => expect(silver.value).toBe('30%'));
    expect(slider.getAttribute('aria-valuenow')).toBe('70');

    fireEvent.change(silver, { target: { value: '100' } });
    await waitFor(() => expect(gold.value).toBe('0%'));
    fireEvent.change(silver, { target: { value: '150' } }); // above 100: refused (clamped)
    expect([gold.value, silver.value]).toEqual(['0%', '100%']);

    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(slider.getAttribute('aria-valuenow')).toBe('1'));
    expect([gold.value, silver.value]).toEqual(['1%', '99%']);

    fireEvent.click(screen.getByRole('button', { name: t('common.continue') }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { GoldPercentage: 1, SilverPercentage: 99 },
      }),
    );
  });

  it('shows each side’s dollar share and the server’s error on the inputs', () => {
    renderScreen(
      MetalAllocate,
      view({
        initial: { GoldPercentage: '60', SilverPercentage: '40' },
        fieldErrors: { GoldPercentage: 'apiErrors.AllocationSumIsInvalid' },
      }),
    );
    const shares = [...document.querySelectorAll('.w-metal-split__share')].map(
      (e) => e.textContent,
    );
    expect(shares).toEqual([
      t('metalAllocate.share', { amount: '$150.00' }),
      t('metalAllocate.share', { amount: '$100.00' }),
    ]);
    const gold = screen.getByRole('textbox', { name: named('metalAllocate.goldPercent') });
    expect(gold.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('gold and silver pickers', () => {
  const GOLD: MetalProduct = {
    ProductCode: 'AGE1',
    ProductCaption: 'American Gold Eagle',
    MetalType: 'Gold',
    ProductKind: 'Coin',
    WeightOz: 1,
    Purity: 0.9167,
    Locations: [
      {
        LocationType: 1,
        LocationName: 'NewYork',
        SymbolCode: 'AGE1-NY',
        PricePerOz: 4200,
        PricePerUnit: 4200,
      },
      {
        LocationType: 4,
        LocationName: 'London',
        SymbolCode: 'AGE1-LON',
        PricePerOz: 4216.8,
        PricePerUnit: 4216.8,
      },
    ],
  };
  const view = (over: Partial<ScreenView> = {}) =>
    screenView(
      { screen: 'metalGold', path: '/metal/gold', titleKey: 'pageTitles.metalGold' },
      {
        initial: { ProductSymbolCode: 'AGE1-LON' },
        data: {
          metal: 'Gold',
          rows: productRowsOf([GOLD], 'Gold'),
          loading: false,
          currency: 'USD',
          share: 125,
        },
        canSkip: true,
        ...over,
      },
    );

  it('lists a row per location with caption, location and prices; the saved one is pressed; a click saves it', () => {
    const send = renderScreen(MetalProduct_, view());
    const list = screen.getByRole('list', { name: t('metalProduct.listLabelGold') });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain(
      t('metalProduct.price', { pricePerOz: '$4,200.00', pricePerUnit: '$4,200.00' }),
    );
    expect(rows[0].getAttribute('aria-pressed')).toBe('false');
    expect(rows[1].getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(rows[0]);
    expect(send).toHaveBeenCalledWith({
      type: 'wizard.submit',
      values: { MetalType: 'Gold', ProductSymbolCode: 'AGE1-NY' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('metalProduct.skip') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'wizard.skip' });
  });

  it('shows the server’s error, and a loading text until the list answered', () => {
    renderScreen(
      MetalProduct_,
      view({
        fieldErrors: { ProductSymbolCode: 'apiErrors.ProductNotFound' },
        errorFallbacks: { 'apiErrors.ProductNotFound': 'Product was not found.' },
      }),
    );
    expect(
      screen.getByText(t('apiErrors.ProductNotFound', { defaultValue: 'Product was not found.' })),
    ).toBeTruthy();
  });

  it('loading', () => {
    renderScreen(MetalProduct_, view({ data: { metal: 'Silver', rows: [], loading: true } }));
    expect(screen.getByText(t('metalProduct.loading'))).toBeTruthy();
  });
});

describe('monthly amount and funding', () => {
  it('shows the server error on the amount and submits the amount as a number', async () => {
    const send = renderScreen(
      MetalInvest,
      screenView(
        { screen: 'metalInvest', path: '/metal/invest', titleKey: 'pageTitles.metalInvest' },
        {
          data: { min: 100, max: 10000, currency: 'USD' },
          fieldErrors: { Amount: 'fields.errors.validation.maxAmount' },
        },
      ),
    );
    const amount = screen.getByRole('textbox', {
      name: named('metalInvest.label'),
    }) as HTMLInputElement;
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('fields.errors.validation.maxAmount'))).toBeTruthy();
    fireEvent.keyDown(amount, { key: '-' });
    fireEvent.change(amount, { target: { value: '250.5' } });
    fireEvent.click(screen.getByRole('button', { name: t('common.continue') }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: { Amount: 250.5 } }),
    );
  });

  it('offers the bank (recommended) and manual funding; sales-assisted only manual', () => {
    const v = (assisted: boolean) =>
      screenView(
        { screen: 'metalFunding', path: '/metal/funding', titleKey: 'pageTitles.metalFunding' },
        { data: { day: '5th', assisted } },
      );
    const send = renderScreen(MetalFunding, v(false));
    fireEvent.click(
      screen.getByRole('button', { name: new RegExp(esc(t('metalFunding.bankTitle'))) }),
    );
    expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: { choice: 'bank' } });
    fireEvent.click(
      screen.getByRole('button', { name: new RegExp(esc(t('metalFunding.manualTitle'))) }),
    );
    expect(send).toHaveBeenLastCalledWith({ type: 'wizard.submit', values: { choice: 'manual' } });
  });

  it('sales-assisted: manual only', () => {
    renderScreen(
      MetalFunding,
      screenView(
        { screen: 'metalFunding', path: '/metal/funding', titleKey: 'pageTitles.metalFunding' },
        { data: { day: '5th', assisted: true } },
      ),
    );
    expect(
      screen.queryByRole('button', { name: new RegExp(esc(t('metalFunding.bankTitle'))) }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: new RegExp(esc(t('metalFunding.manualTitle'))) }),
    ).toBeTruthy();
  });
});

describe('the intro and summary screens', () => {
  // Issue 34 (found by the generated paths' recordError detour): a failed step record leaves the
  // applicant on the screen with the step's error shown (doc 1 §8.1), not a Continue that does nothing.
  it.each([
    ['metalWelcome', '/metal', MetalWelcome],
    ['metalSummary', '/metal/complete', MetalSummary],
  ] as const)('%s shows the step error above Continue', (id, path, Screen) => {
    const view = screenView(
      { screen: id, path, titleKey: `pageTitles.${id}` },
      { formError: 'apiErrors.WizardValidation_InvalidApplicationStepType', data: { day: '5th' } },
    );
    renderScreen(Screen, view);
    expect(screen.getByRole('alert').textContent).toBe(
      t('apiErrors.WizardValidation_InvalidApplicationStepType'),
    );
  });
});
