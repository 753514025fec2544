/**
 * `npm run test:paths -- --machine <name>` (issue 34 item 5): the generated paths that run one
 * machine of inspector/machine-catalogue.ts, for a QA person working on it. `<name>` is a catalogue
 * name ('wizard-individual', 'custodian', …) or a wizard id ('individual', 'metalStreamJoint').
 *
 * - a wizard: every path of that wizard (its kinds, funding methods and KYC branches);
 * - 'custodian': the IRA transfer paths; 'bank-link': the bank-link (ACH) paths;
 * - 'document-upload': the paths whose KYC ends on the documents hub;
 * - the machines every path runs (app, entry, session, idle-timer, locale, closing, submission,
 *   kyc): the CI sample.
 * - the machines only the browser tours drive (funding-edit, edit-item; the tours
 *   of test/paths/tours-entry.spec.ts, which honour PATHS_MACHINE): no generated path.
 * Machines no generated path or tour reaches yet (webcam, handoff, password-reset) and unknown names throw with
 * the list of names, so the run says why it is empty.
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

/** Catalogue machines no generated path drives yet (their own Playwright specs cover them). */
const NOT_GENERATED = ['webcam', 'handoff', 'password-reset'];

/** Machines the tours drive (test/paths/tours-entry.spec.ts) and no generated path. */
const TOURED = ['funding-edit', 'edit-item'];

/**
 * The paths of `all` that run `machine` (see the module comment); `sample` for the machines every
 * path runs; none for a machine only the tours drive. Throws an Error naming the known machines
 * when `machine` is unknown or neither generated nor toured.
 */
export function pathsOfMachine(
  all: GeneratedPath[],
  machine: string,
  sample: () => GeneratedPath[],
): GeneratedPath[] {
  const name = machine.trim();
  const wizards = [...new Set(all.map((p) => p.wizard))];
  const wizard = wizards.find((w) => w === name || `wizard-${kebabOf(w)}` === name);
  if (wizard) return all.filter((p) => p.wizard === wizard);
  if (BY_CHOICE[name]) return all.filter(BY_CHOICE[name]);
  if (EVERY_PATH.includes(name)) return sample();
  if (TOURED.includes(name)) return [];
  const known = [
    ...wizards.map((w) => `wizard-${kebabOf(w)}`),
    ...Object.keys(BY_CHOICE),
    ...EVERY_PATH,
    ...TOURED,
  ].join(', ');
  throw new Error(
    NOT_GENERATED.includes(name)
      ? `No generated path drives the ${name} machine yet (its own e2e spec covers it). Machines with paths: ${known}`
      : `Unknown machine '${name}'. Machines with paths: ${known}`,
  );
}
