/**
 * useAppSelector's structural sharing (issue 11, src/app-actor.ts `shareEqual`): an equal value
 * answers the previous reference; a changed one keeps the references of its unchanged parts, so
 * memoised views (the phone screen's country options, the sections) skip their work.
 */
import { describe, expect, it } from 'vitest';
import { deepEqual, shareEqual } from '../../src/app-actor';

const view = (busy: boolean, countries = [{ Iso2Code: 'US' }, { Iso2Code: 'CA' }]) => ({
  screen: 'phone',
  busy,
  sections: [{ id: 'secure', current: true, items: [{ id: 'name', done: true }] }],
  data: { countries },
});

describe('shareEqual', () => {
  it('answers the previous value when the two are structurally equal', () => {
    const a = view(false);
    expect(shareEqual(a, view(false))).toBe(a);
    expect(shareEqual(1, 1)).toBe(1);
  });

  it('keeps the unchanged parts of a changed value and takes the changed ones', () => {
    const a = view(false);
    const b = shareEqual(a, view(true));
    expect(b).not.toBe(a);
    expect(b.busy).toBe(true);
    expect(b.sections).toBe(a.sections);
    expect(b.data).toBe(a.data);
    expect(b.data.countries).toBe(a.data.countries);
    expect(deepEqual(b, view(true))).toBe(true);
  });

  it('treats added, removed and reordered items as changes', () => {
    const a = view(false);
    const c = shareEqual(a, view(false, [{ Iso2Code: 'CA' }, { Iso2Code: 'US' }]));
    expect(c.data.countries).not.toBe(a.data.countries);
    expect(c.data.countries.map((x) => x.Iso2Code)).toEqual(['CA', 'US']);
    expect(c.sections).toBe(a.sections);
    const withExtra = { ...view(false), extra: undefined };
    expect(shareEqual(a, withExtra)).not.toBe(a);
    const shorter = shareEqual([1, 2, 3], [1, 2]);
    expect(shorter).toEqual([1, 2]);
  });

  it('compares non-plain objects (dates, errors) by reference only', () => {
    const d = new Date(0);
    const prev = { at: d };
    const next = { at: new Date(0) };
    const out = shareEqual(prev, next);
    expect(out).not.toBe(prev);
    expect(out.at).toBe(next.at);
    expect(shareEqual(prev, { at: d })).toBe(prev);
  });
});
