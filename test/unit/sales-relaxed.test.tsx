// @vitest-environment jsdom
/**
 * The relaxed rules of a sales agent's session (issue 10; doc 1 §6, doc 2 §5) for the phone and the
 * date of birth — the forms (an empty input passes only for the agent), the savers (an empty input
 * is saved as null: POST when nothing was saved, PUT clearing a saved value), the views on the step
 * and in the review's edit modal (`data.salesSession`) — and the assisted banner's save & close
 * with a form whose client-side rules stop the submit (doc 1 §4.13).
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent } from '../../machines/screen-contract';
import type { ApiClient } from '../../services/api/client';
import type { Person } from '../../services/api/contract';
import {
  dateOfBirthForm,
  dateOfBirthFormAssisted,
  nameFormAssisted,
} from '../../services/api/fields';
import { phoneForm } from '../../services/api/phone-fields';
import { PERSON_SAVERS } from '../../services/api/section-savers';
import { DobForm } from '../../screens/dob';
import { NameForm } from '../../screens/name';
import { PhoneForm } from '../../screens/phone';
import { AssistedBanner } from '../../src/shell/assisted-banner';
import { enSales } from '../../src/i18n/en-sales';
import { COUNTRIES, emptyApplication } from '../machines/fake-api';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();
const V = 'fields.errors.validation.';

function mount(node: ReactNode) {
  return render(<MantineProvider>{node}</MantineProvider>);
}

const owner = (p: Partial<Person> = {}): Person => ({
  PersonUid: 'p1',
  PersonName: { FirstName: 'Ann', MiddleName: null, LastName: 'Lee', SuffixType: 0 },
  PersonBirthday: null,
  PersonCountry: null,
  PersonSsn: null,
  Phone: null,
  PersonAddress: null,
  ...p,
});
const appWith = (p: Person) =>
  emptyApplication({ IndividualApplication: { AccountType: null, Owner: p } });

/** A fake client recording the section calls; answers the person with the body applied. */
function fakeApi() {
  const calls: { name: string; method: string; body: unknown }[] = [];
  const section =
    (name: string) =>
    (method: 'POST' | 'PUT') =>
    async (_uid: string, _puid: string, body: unknown): Promise<Person> => {
      calls.push({ name, method, body });
      return owner();
    };
  const api = { savePhone: section('phones'), saveBirthday: section('birthdays') };
  return { api: api as unknown as ApiClient, calls };
}

const input = (p: Person, values: Record<string, unknown>) => ({
  values,
  application: appWith(p),
  person: 'main' as const,
  countries: COUNTRIES,
  settings: null,
});

describe('the relaxed forms (doc 2 §5)', () => {
  it("the phone: empty passes only in the agent's session; anything typed is still checked", () => {
    const agent = phoneForm({ assisted: true });
    expect(agent.safeParse({ Country: 'US' })).toMatchObject({
      success: true,
      data: { Phone: '', Country: 'US' },
    });
    const bad = agent.safeParse({ Phone: '12', Country: 'US' });
    expect(bad.success).toBe(false);
    const customer = phoneForm().safeParse({ Country: 'US' });
    expect(customer.success).toBe(false);
    expect(customer.error?.issues[0]?.message).toBe(`${V}personPhone`);
  });

  it('the date of birth: all empty → nulls for the agent; a partly typed or underage date is checked', () => {
    const today = new Date('2026-06-01T00:00:00Z');
    const agent = dateOfBirthFormAssisted('MAIN', today);
    expect(agent.parse({})).toEqual({ Month: null, Day: null, Year: null });
    expect(agent.parse({ Month: '05', Day: '17', Year: '1980' })).toEqual({
      Month: 5,
      Day: 17,
      Year: 1980,
    });
    const partial = agent.safeParse({ Month: '05' });
    expect(partial.success).toBe(false);
    expect(partial.error?.issues.map((i) => i.path[0])).toContain('Day');
    const young = agent.safeParse({ Month: '01', Day: '01', Year: '2020' });
    expect(young.error?.issues[0]?.message).toBe(`${V}dateOfBirth`);
    expect(dateOfBirthForm('MAIN', today).safeParse({}).success).toBe(false);
  });
});

describe('the relaxed savers (doc 2 §5: saved as null)', () => {
  it('an empty phone posts all parts null, and clears a saved one with PUT', async () => {
    const { api, calls } = fakeApi();
    const out = await PERSON_SAVERS.phone(input(owner(), { Phone: '', Country: 'US' }), { api });
    expect(out.called).toBe(true);
    const saved = owner({
      Phone: { Iso3CountryCode: 'USA', AreaCode: null, LocalNumber: '4155550100', StateCode: null },
    });
    await PERSON_SAVERS.phone(input(saved, { Phone: '', Country: 'US' }), { api });
    const empty = { Iso3CountryCode: null, AreaCode: null, LocalNumber: null, StateCode: null };
    expect(calls).toEqual([
      { name: 'phones', method: 'POST', body: empty },
      { name: 'phones', method: 'PUT', body: empty },
    ]);
  });

  it('an empty date posts DateOfBirth null, and clears a saved one with PUT; a date is saved as before', async () => {
    const { api, calls } = fakeApi();
    const blank = { Month: null, Day: null, Year: null };
    await PERSON_SAVERS.dob(input(owner(), blank), { api });
    await PERSON_SAVERS.dob(
      input(owner({ PersonBirthday: { DateOfBirth: '1980-05-17' } }), blank),
      { api },
    );
    await PERSON_SAVERS.dob(input(owner(), { Month: 5, Day: 17, Year: 1980 }), { api });
    expect(calls).toEqual([
      { name: 'birthdays', method: 'POST', body: { DateOfBirth: null } },
      { name: 'birthdays', method: 'PUT', body: { DateOfBirth: null } },
      { name: 'birthdays', method: 'POST', body: { DateOfBirth: '1980-05-17' } },
    ]);
  });
});

describe("the agent's phone and date-of-birth views (step and review edit modal)", () => {
  const view = (screen: 'phone' | 'dob' | 'name', salesSession: boolean) =>
    screenView(
      { screen, path: `/secure/${screen}`, titleKey: `pageTitles.${screen}` },
      {
        initial: screen === 'phone' ? { Phone: '', Country: 'US' } : {},
        data: { salesSession, countries: COUNTRIES },
      },
    );

  it('the phone submits empty for the agent only', async () => {
    const agent = vi.fn<(e: ScreenEvent) => void>();
    const { unmount } = mount(
      <PhoneForm view={view('phone', true)} shell={TEST_SHELL} send={agent} inModal />,
    );
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));
    await waitFor(() =>
      expect(agent).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Phone: '', Country: 'US' },
      }),
    );
    unmount();
    const customer = vi.fn<(e: ScreenEvent) => void>();
    mount(<PhoneForm view={view('phone', false)} shell={TEST_SHELL} send={customer} />);
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));
    await new Promise((r) => setTimeout(r, 50));
    expect(customer).not.toHaveBeenCalled();
  });

  it('the date of birth submits nulls for the agent only', async () => {
    const agent = vi.fn<(e: ScreenEvent) => void>();
    const { unmount } = mount(<DobForm view={view('dob', true)} shell={TEST_SHELL} send={agent} />);
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));
    await waitFor(() =>
      expect(agent).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Month: null, Day: null, Year: null },
      }),
    );
    unmount();
    const customer = vi.fn<(e: ScreenEvent) => void>();
    mount(<DobForm view={view('dob', false)} shell={TEST_SHELL} send={customer} />);
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));
    await new Promise((r) => setTimeout(r, 50));
    expect(customer).not.toHaveBeenCalled();
  });
  it('the name submits empty for the agent only; a typed name is still checked', async () => {
    const agent = vi.fn<(e: ScreenEvent) => void>();
    const { unmount } = mount(
      <NameForm view={view('name', true)} shell={TEST_SHELL} send={agent} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));
    await waitFor(() =>
      expect(agent).toHaveBeenCalledWith({ type: 'wizard.submit', values: { Suffix: 0 } }),
    );
    unmount();
    const customer = vi.fn<(e: ScreenEvent) => void>();
    mount(<NameForm view={view('name', false)} shell={TEST_SHELL} send={customer} />);
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));
    await new Promise((r) => setTimeout(r, 50));
    expect(customer).not.toHaveBeenCalled();
    expect(nameFormAssisted.safeParse({ FirstName: 'Ada1' }).success).toBe(false);
    expect(nameFormAssisted.parse({ LastName: 'Lovelace' })).toMatchObject({
      LastName: 'Lovelace',
    });
  });
});

describe("the banner's save & close with a form its rules stop (doc 1 §4.13)", () => {
  it('withdraws the request at once; the form keeps what was typed and shows its error', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    const v = screenView(
      { screen: 'dob', path: '/secure/dob', titleKey: 'pageTitles.dob' },
      { data: { salesSession: false } },
    );
    mount(
      <>
        <main id="main">
          <DobForm view={v} shell={TEST_SHELL} send={send} />
        </main>
        <AssistedBanner customerEmail={null} send={send} />
      </>,
    );
    const month = screen.getByLabelText(/month/i) as HTMLInputElement;
    fireEvent.change(month, { target: { value: '05' } });
    fireEvent.click(screen.getByRole('button', { name: enSales.sales.bannerLogout }));
    expect(send.mock.calls.map((c) => c[0].type)).toEqual([
      'saveClose.request',
      'saveClose.cancel',
    ]);
    expect(month.value).toBe('05');
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
  });

  it('a valid form is submitted and the request stays open for the save', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    const v = screenView(
      { screen: 'dob', path: '/secure/dob', titleKey: 'pageTitles.dob' },
      { data: { salesSession: true } },
    );
    mount(
      <>
        <main id="main">
          <DobForm view={v} shell={TEST_SHELL} send={send} />
        </main>
        <AssistedBanner customerEmail={null} send={send} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: enSales.sales.bannerLogout }));
    expect(send.mock.calls.map((c) => c[0].type)).toEqual(['saveClose.request', 'wizard.submit']);
  });
});
