/**
 * `npm run test:paths -- --machine <name>` (issue 34 item 5): the generated paths that run one
 * machine of inspector/machine-catalogue.ts, for a QA person working on it. `<name>` is a catalogue
 * name ('wizard-individual', 'custodian', …) or a wizard id ('individual', 'metalStreamJoint').
 *
 * - a wizard: every path of that wizard (its kinds, funding methods and KYC branches);
 * - 'custodian': the IRA transfer paths; 'bank-link': the bank-link (ACH) paths;
 * - 'document-upload': the paths whose KYC ends on the documents hub;
 * - the machines every path runs (app, entry, session, idle-timer, locale, closing, submission,
 *   kyc): the CI sample;
 * - the machines only the browser tours drive ('webcam', 'handoff', 'funding-edit', 'edit-item',
 *   'password-reset'): no generated path, [] — the tours of test/paths/tours-*.spec.ts drive them
 *   (tours-kyc.spec.ts: every KYC page of each person slot; and every machine in `TOURED`; a tour
 *   runs when PATHS_MACHINE names one of its machines, by catalogue name or machine id, e.g.
 *   'idle-timer' or 'idleTimer').
 * Unknown names throw with the list of names, so the run says why it is empty.
 */
import { kebabOf } from '../../src/screen-views';
import type { GeneratedPath } from './generate';

/** Machines every generated path runs: their selection is the sample. */
const EVERY_PATH = [
  'app',
  'entry',
  'session',
  'idle-timer',
  'locale',
  'closing',
  'submission',
  'kyc',
];

/** Child machines only some paths reach, by the path's choice. */
const BY_CHOICE: Record<string, (p: GeneratedPath) => boolean> = {
  custodian: (p) => p.funding === 'IRATransfer',
  'bank-link': (p) => p.funding === 'ACHConnected',
  'document-upload': (p) => p.kyc === 'documents',
};

/**
 * The machines the browser tours of test/paths/tours-*.spec.ts drive (besides the custodian and
 * the bank link, which generated paths reach too): catalogue name →
 * machine id (the id the paths reporter groups by). `--machine` takes either.
 */
export const TOURED: Readonly<Record<string, string>> = {
  session: 'session',
  'idle-timer': 'idleTimer',
  closing: 'closing',
  submission: 'submission',
  kyc: 'kyc',
  'document-upload': 'documentUpload',
  webcam: 'webcam',
  handoff: 'handoff',
  locale: 'locale',
  'funding-edit': 'fundingEdit',
  'edit-item': 'editItem',
  entry: 'entry',
  'password-reset': 'passwordReset',
};

/**
 * The machines a PATHS_MACHINE value can name besides the wizards: catalogue name → machine id —
 * the toured ones and those generated paths reach by their choice (the custodian, the bank link).
 */
const NAMED: Readonly<Record<string, string>> = {
  ...TOURED,
  custodian: 'custodian',
  'bank-link': 'bankLink',
};

/**
 * The machine id (the id the paths reporter groups by) of a machine of `NAMED` given by catalogue
 * name or id ('idle-timer' or 'idleTimer', 'bank-link' or 'bankLink'), else undefined — how the
 * tours (tours-*.spec.ts) and `pathsOfMachine` read PATHS_MACHINE.
 */
export function machineIdOf(name: string): string | undefined {
  const n = name.trim();
  return NAMED[n] ?? Object.values(NAMED).find((id) => id === n);
}

/**
 * The paths of `all` that run `machine` (see the module comment); `sample` for the machines every
 * path runs; [] for a machine only the tours drive. Throws an Error naming the known machines
 * when `machine` is unknown.
 */
export function pathsOfMachine(
  all: GeneratedPath[],
  machine: string,
  sample: () => GeneratedPath[],
): GeneratedPath[] {
  const trimmed = machine.trim();
  // A machine's id ('idleTimer', 'bankLink') selects as its catalogue name ('idle-timer', 'bank-link').
  const id = machineIdOf(trimmed);
  const name = Object.keys(NAMED).find((n) => NAMED[n] === id) ?? trimmed;
  const wizards = [...new Set(all.map((p) => p.wizard))];
  const wizard = wizards.find((w) => w === name || `wizard-${kebabOf(w)}` === name);
  if (wizard) return all.filter((p) => p.wizard === wizard);
  if (BY_CHOICE[name]) return all.filter(BY_CHOICE[name]);
  if (EVERY_PATH.includes(name)) return sample();
  // Only the tours drive it (no generated path).
  if (TOURED[name]) return [];
  const known = [
    ...wizards.map((w) => `wizard-${kebabOf(w)}`),
    ...Object.keys(BY_CHOICE),
    ...EVERY_PATH,
    ...Object.keys(TOURED).filter((n) => !EVERY_PATH.includes(n) && !BY_CHOICE[n]),
  ].join(', ');
  throw new Error(`Unknown machine '${name}'. Machines with paths or tours: ${known}`);
}
