/**
 * URLs by one rule (machines/route-rule.ts, issue 23; doc 1 §4.10): a region's route table makes
 * its one `url.changed` handler — accepted where the innermost named state lists the URL, refused
 * in a substate named with `{}`, tagged busy or NO_ROUTES; the entry machine's table names only
 * states of the entry.
 */
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { ENTRY_ROUTES } from '../../machines/entry/entry-routes';
import { entryMachine } from '../../machines/entry/entry.machine';
import { NO_ROUTES, urlRule, type RouteTable } from '../../machines/route-rule';

const states = {
  home: {},
  page: {
    initial: 'editing',
    states: {
      editing: { on: { open: 'modal', save: 'saving', flow: 'flowing' } },
      modal: {},
      saving: { tags: ['busy'] },
      flowing: { tags: [NO_ROUTES] },
    },
  },
};
const table: RouteTable = { page: { '/': '#m.r.home' }, 'page.modal': {} };

function machine() {
  return setup({
    types: { events: {} as { type: string; path?: string } },
    guards: {
      urlIs: ({ event }, p: { path: string }) => event.type === 'url' && event.path === p.path,
    },
  }).createMachine({
    id: 'm',
    type: 'parallel',
    states: {
      r: {
        id: 'r',
        initial: 'page',
        on: { url: urlRule(['r'], states, table, (path) => ({ type: 'urlIs', params: { path } })) },
        states,
      } as never,
    },
  });
}

const after = (...events: { type: string; path?: string }[]) => {
  const a = createActor(machine()).start();
  events.forEach((e) => a.send(e));
  return a.getSnapshot().value;
};

describe('urlRule (machines/route-rule.ts)', () => {
  it('accepts a listed URL from the named state', () => {
    expect(after({ type: 'url', path: '/' })).toEqual({ r: 'home' });
  });
  it('refuses a URL the state does not list', () => {
    expect(after({ type: 'url', path: '/x' })).toEqual({ r: { page: 'editing' } });
  });
  it('refuses in a substate named with {}, tagged busy or NO_ROUTES', () => {
    for (const open of ['open', 'save', 'flow'])
      expect(after({ type: open }, { type: 'url', path: '/' })).not.toEqual({ r: 'home' });
  });
  it('throws on a row naming no state of the region', () => {
    expect(() => urlRule(['r'], states, { nowhere: {} }, (path) => path)).toThrow(/nowhere/);
  });
  it("the entry machine's table names states of the entry (the machine builds)", () => {
    for (const at of Object.keys(ENTRY_ROUTES)) {
      let node = entryMachine.root;
      for (const p of at.split('.')) node = node.states[p];
      expect(node, at).toBeDefined();
    }
  });
});
