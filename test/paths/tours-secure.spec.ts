/**
 * Browser tours of the wizards' first secure steps (issue 34: every wizard ≥ 90 % of its
 * transitions in Chromium): for each account kind, the browser's history back to the first step
 * (doc 1 §2.3: the URL follows the step; a reached step can be returned to), and — for the kinds
 * whose main person abroad skips to Address (doc 2 §2.2, §2.14: Individual, Trust, Business, the
 * personal and business IRAs) — the identity country abroad with the move's step record refused
 * once, Address's Back to the identity screen and on again. Individual also has its phone's save
 * refused once and the phone skipped (doc 2 §2.13 'skip').
 *
 * Each step checks the path the spec names and the error text by its catalogue key; each tour ends
 * by checking its wizard took the transitions it was written for.
 */
import { test } from '../e2e/fixtures';
import { atPath } from '../e2e/flow';
import { HANDLERS, newKindApplicant, registerKind, type KindName } from '../e2e/kinds';
import { waitTaken } from './capture';
import { takeDetours } from './detour-actions';
import { identityAbroad, tourKit } from './tour-kit';

const { seen, tour, expectTaken } = tourKit(test);

/** Each kind with its wizard id, and whether its main person abroad goes on to Address. */
const KINDS: readonly (readonly [KindName, string, boolean])[] = [
  ['individual', 'individual', true],
  ['joint', 'joint', false],
  ['trust', 'trust', true],
  ['business', 'business', true],
  ['traditional', 'iraPersonal', true],
  ['sep', 'iraBusiness', true],
  ['custodian', 'utma', false],
];

for (const [kind, w, abroad] of KINDS)
  tour(
    [w],
    `the first step again by history back (${kind})${abroad ? '; the main person abroad: the step record refused, Address, Back, on again' : ''}${kind === 'individual' ? '; the phone refused, then skipped' : ''}`,
    async ({ page }) => {
      test.setTimeout(Number(process.env.TOUR_TIMEOUT ?? 240_000));
      const a = newKindApplicant();
      await registerKind(page, kind, a);
      const first = new URL(page.url()).pathname;
      await HANDLERS[first](page, a);
      await page.waitForURL((u) => u.pathname !== first, { timeout: 20_000 });
      await page.goBack();
      await atPath(page, first, 20_000);
      const keys = [`${w} —url.changed→ ${w}.secure`];
      // The page reports its transitions asynchronously: this one is in before the tour goes on.
      await waitTaken(seen, w, keys[0], 10_000);
      if (abroad) {
        // On through the secure steps to the main person's identity country.
        for (let i = 0; i < 20; i += 1) {
          const path = new URL(page.url()).pathname;
          if (/\/identity$/.test(path)) break;
          if (path === '/secure/phone-number' && kind === 'individual') {
            // The phone's save refused (apiErrors.ApplicationIsCompleted shown), then skipped.
            await takeDetours(page, path, ['mutationError'], {
              previous: undefined,
              answer: () => HANDLERS[path](page, a),
              again: () => HANDLERS[path](page, a),
            });
            await page.getByRole('button', { name: /^skip/i }).first().click();
            await atPath(page, '/secure/dob', 20_000);
            keys.push(
              `${w}.phone.saving —xstate.error.actor.saveStep→ ${w}.phone.editing`,
              `${w}.phone.editing —wizard.skip→ ${w}.phone.to_dob`,
            );
            continue;
          }
          await HANDLERS[path](page, a);
          await page.waitForURL((u) => u.pathname !== path, { timeout: 20_000 });
        }
        const identity = new URL(page.url()).pathname;
        const next = await identityAbroad(page, identity);
        await atPath(page, next);
        keys.push(
          `${w}.identity.to_address —xstate.error.actor.recordStep→ ${w}.identity.editing`,
          `${w}.identity.to_address —xstate.done.actor.recordStep→ ${w}.address`,
          `${w}.address.editing —wizard.back→ ${w}.identity`,
        );
      }
      expectTaken(w, keys);
    },
  );
