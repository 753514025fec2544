/**
 * The browser-coverage floors of the generated paths (issue 34 "Tests that must pass in CI": a test
 * that fails when a machine's browser coverage drops below its floor). Per machine id of
 * inspector/machine-catalogue.ts, the share of its transitions (inspector/path-coverage.ts keys)
 * the browser's actors must take in a full run of `npm run test:paths` (`--all`, as `npm test` runs
 * it, or the sample; a run narrowed by `--machine` or Playwright arguments is not checked).
 *
 * The wizards' floor is the issue's target (0.90). The others are ratchets at what a full run
 * reached on the date below, with room for a timer a loaded machine may miss — every one of them
 * took at least the issue's 0.80 there, but a floor of 0.80 would leave session, webcam and
 * documentUpload no room at all: raise a floor when the paths take more, never lower one to let a
 * change pass. A machine missing here has no floor yet.
 */

/**
 * Floors as a fraction of the machine's transitions. The figure in each comment is the one the floor
 * was last raised from: a full `npm run test:paths -- --all` (every generated path with its detours,
 * and the 75 tours; what `npm test` runs) on 2026-12-08 01:57 for the wizards and app; the others
 * from earlier runs (unchanged since). A floor is that figure less a tenth of the transitions taken
 * (at least one), rounded down to a whole percent — room for a timer-driven transition a loaded
 * machine may not reach, none for a lost path or tour — except the wizards, which all reached the
 * issue's target with room (≥ 93 %): their floor is the target itself, 0.90.
 */
export const COVERAGE_FLOORS: Readonly<Record<string, number>> = {
  app: 0.86, // 379/392
  entry: 0.74, // 136/163
  individual: 0.9, // 198/204
  business: 0.9, // 221/232
  trust: 0.9, // 207/212
  iraPersonal: 0.9, // 204/214
  iraBusiness: 0.9, // 204/214
  joint: 0.9, // 259/276
  utma: 0.9, // 236/250
  metalStream: 0.9, // 223/229
  metalStreamJoint: 0.9, // 292/299
  metalStreamUtma: 0.9, // 272/279
  metalStreamTrust: 0.9, // 242/248
  metalStreamBusiness: 0.9, // 251/257
  bankLink: 0.81, // 15/16
  custodian: 0.89, // 78/78
  fundingEdit: 0.82, // 43/46
  editItem: 0.83, // 6/6
  closing: 0.78, // 28/32
  submission: 0.5, // 2/2
  kyc: 0.87, // 552/570
  documentUpload: 0.77, // 8/9
  webcam: 0.71, // 12/14
  handoff: 0.9, // 13/13
  session: 0.72, // 25/31
  idleTimer: 0.72, // 9/11
  locale: 0.84, // 14/15
  passwordReset: 0.85, // 7/7
};

/** One machine's browser figures: transitions taken, of all. */
export interface MachineCoverage {
  /** The machine id (inspector/machine-catalogue.ts `machine.id`). */
  id: string;
  /** Its catalogue names, for the message. */
  label: string;
  taken: number;
  total: number;
}

/**
 * The messages for the machines under their floor (empty when every floor holds); a machine with a
 * floor that the run did not report at all counts as taking none of its transitions.
 */
export function floorFailures(
  figures: readonly MachineCoverage[],
  floors: Readonly<Record<string, number>> = COVERAGE_FLOORS,
): string[] {
  const byId = new Map(figures.map((f) => [f.id, f]));
  const out: string[] = [];
  for (const [id, floor] of Object.entries(floors)) {
    const f = byId.get(id);
    const share = f && f.total ? f.taken / f.total : 0;
    if (share + 1e-9 < floor)
      out.push(
        `${f?.label ?? id}: the browser took ${f ? `${f.taken}/${f.total}` : 'none'} (${Math.round(100 * share)} %) of its transitions, under its floor of ${Math.round(100 * floor)} % (test/paths/coverage-floors.ts)`,
      );
  }
  return out;
}
