/**
 * Issue 22 "Bytes": the screen outlet prefetches the next screens from the application's own
 * wizard table (machines/view/next-screens.ts), so an Individual applicant's browser never fetches
 * another kind's screens; without a wizard (entry screens) every table counts.
 */
import { describe, expect, it } from 'vitest';
import { flowMayOpenAfter, nextScreensOf } from '../../machines/view/next-screens';
import { WIZARD_TABLES } from '../../machines/wizard-engine/registry';

const individual = new Set<string>(WIZARD_TABLES.individual.map((s) => s.screen));
/** Screens of doc 1 §2.4–§2.8 and doc 3 §2.5 that no table lists (next-screens FLOW_NEXT). */
const FLOW = new Set(['chooseApplication', 'login', 'createAccount', 'loading', 'kycProcessing']);

describe('next screens per wizard (issue 22)', () => {
  it('the account form leads to the chosen wizard’s first screen only', () => {
    expect(nextScreensOf('createAccount', 'individual')).toEqual([
      WIZARD_TABLES.individual[0].screen,
    ]);
    expect(nextScreensOf('createAccount', 'metalStream')).toEqual([
      WIZARD_TABLES.metalStream[0].screen,
    ]);
    // Without a wizard (no kind chosen yet): every table's first screen.
    expect(nextScreensOf('createAccount')).toEqual(
      expect.arrayContaining([...new Set(Object.values(WIZARD_TABLES).map((t) => t[0].screen))]),
    );
  });

  it.each(Object.keys(WIZARD_TABLES) as (keyof typeof WIZARD_TABLES)[])(
    'every screen of the %s table prefetches only screens of its table or the closing screens',
    (id) => {
      const own = new Set<string>(WIZARD_TABLES[id].map((s) => s.screen));
      for (const screen of own)
        for (const next of nextScreensOf(screen, id))
          expect(own.has(next) || FLOW.has(next), `${screen} → ${next}`).toBe(true);
    },
  );

  it('an Individual screen prefetches no other kind’s screen (business review, metal welcome…)', () => {
    const all = [...individual].flatMap((s) => nextScreensOf(s, 'individual'));
    expect(all.filter((s) => !individual.has(s) && !FLOW.has(s))).toEqual([]);
    expect(all).not.toContain('businessType');
    // Sanity: the same screens over every table do reach other kinds' screens.
    const any = [...individual].flatMap((s) => nextScreensOf(s));
    expect(any.some((s) => !individual.has(s) && !FLOW.has(s))).toBe(true);
  });

  it('a child flow may open after the Individual review (funding card) but not on the welcome page', () => {
    expect(flowMayOpenAfter('review', 'individual')).toBe(true);
    expect(flowMayOpenAfter('welcome', 'individual')).toBe(false);
  });

  it('the welcome page prefetches the kind choice on idle, never the login page (issue 22, issue 32 item 1)', () => {
    expect(nextScreensOf('welcome')).toEqual(['chooseApplication']);
  });
});
