/** Street lookup (doc 2 §2.20): the sandbox adapter, the Google mapping and the lookup actor. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, sendTo } from 'xstate';
import {
  noAutocomplete,
  partsFromGoogle,
  sandboxAutocomplete,
} from '../../services/adapters/address-autocomplete';
import {
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  createAppActors,
  type AppDeps,
} from '../../services/actors/app-actors';
import { redactEvent } from '../../inspector/redact';

describe('sandbox address autocomplete', () => {
  const ac = sandboxAutocomplete();
  it('matches every typed word against street, city, state and postal code', async () => {
    const r = await ac.suggest('1600 penn', {});
    expect(r.map((x) => x.label)).toEqual(['1600 Pennsylvania Avenue NW, Washington, DC 20500']);
    expect(await ac.suggest('main springfield', {})).toHaveLength(1);
    expect(await ac.suggest('1600 penn zurich', {})).toEqual([]);
  });
  it('needs three characters and honours the country', async () => {
    expect(await ac.suggest('16', {})).toEqual([]);
    expect(await ac.suggest('1600 penn', { countryIso3: 'CAN' })).toEqual([]);
  });
  it('resolves a suggestion to the form fields', async () => {
    const [s] = await ac.suggest('350 fifth', {});
    expect(await ac.details(s.id, {})).toEqual({
      Street: '350 Fifth Avenue',
      AptOrSuite: '',
      City: 'New York',
      State: 'NY',
      PostalCode: '10118',
      CountryIso3Code: 'USA',
    });
    expect(await ac.details('sandbox:999', {})).toBeNull();
    expect(await noAutocomplete.suggest('1600 penn', {})).toEqual([]);
  });
});

describe('Google address components', () => {
  it('map onto Street, AptOrSuite, City, State code, PostalCode and USA', () => {
    const c = (long: string, short: string, ...types: string[]) => ({
      long_name: long,
      short_name: short,
      types,
    });
    expect(
      partsFromGoogle([
        c('221', '221', 'street_number'),
        c('Baker Street', 'Baker St', 'route'),
        c('4B', '4B', 'subpremise'),
        c('Springfield', 'Springfield', 'locality'),
        c('Illinois', 'IL', 'administrative_area_level_1'),
        c('62701', '62701', 'postal_code'),
        c('United States', 'US', 'country'),
      ]),
    ).toEqual({
      Street: '221 Baker Street',
      AptOrSuite: '4B',
      City: 'Springfield',
      State: 'IL',
      PostalCode: '62701',
      CountryIso3Code: 'USA',
    });
  });
});

/**
 * The addressLookup actor invoked by a parent that records every event it receives and forwards
 * `{type:'fwd', inner}` to the actor.
 */
function startLookup(addressAutocomplete: unknown) {
  const actors = createAppActors({ addressAutocomplete } as unknown as AppDeps);
  const received: { type: string }[] = [];
  const parent = createMachine({
    invoke: { id: 'lookup', src: actors.addressLookup },
    on: {
      '*': { actions: ({ event }) => received.push(event) },
      fwd: { actions: sendTo('lookup', ({ event }) => event.inner) },
    },
  });
  return { actor: createActor(parent).start(), received };
}

describe('addressLookup actor', () => {
  it('debounces typing, answers suggestions, then the picked address', async () => {
    vi.useFakeTimers();
    try {
      const suggest = vi.fn(sandboxAutocomplete().suggest);
      const { actor, received } = startLookup({ ...sandboxAutocomplete(), suggest });
      for (const q of ['16', '160', '1600 p', '1600 penn'])
        actor.send({ type: 'fwd', inner: { type: 'address.lookup', query: q, country: 'USA' } });
      await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS + 10);
      expect(suggest).toHaveBeenCalledTimes(1);
      expect(suggest.mock.calls[0][0]).toBe('1600 penn');
      const sug = received.find((e) => e.type === 'address.suggestions') as unknown as {
        items: { id: string }[];
      };
      expect(sug.items).toHaveLength(1);
      actor.send({ type: 'fwd', inner: { type: 'address.pick', id: sug.items[0].id } });
      await vi.advanceTimersByTimeAsync(1);
      const picked = received.find((e) => e.type === 'address.picked') as unknown as {
        address: { City: string };
      };
      expect(picked.address.City).toBe('Washington');
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never lets the typed query or a suggested address reach the inspector', () => {
    const out = JSON.stringify(
      redactEvent({
        type: 'address.lookup',
        query: '1600 Pennsylvania',
        items: [{ id: 'x', label: '1600 Pennsylvania Avenue NW' }],
      }),
    );
    expect(out).not.toContain('Pennsylvania');
  });
});

describe('addressLookup actor, pick then the label reported as typing', () => {
  it('still answers the picked address', async () => {
    vi.useFakeTimers();
    try {
      const { actor, received } = startLookup(sandboxAutocomplete());
      actor.send({ type: 'fwd', inner: { type: 'address.pick', id: 'sandbox:0' } });
      actor.send({
        type: 'fwd',
        inner: {
          type: 'address.lookup',
          query: '1600 Pennsylvania Avenue NW, Washington, DC 20500',
          country: 'USA',
        },
      });
      await vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS + 10);
      expect(received.some((e) => e.type === 'address.picked')).toBe(true);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
