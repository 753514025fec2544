/**
 * `npm run test:paths -- --machine <name>` (issue 34 item 5, test/paths/machine-filter.ts): the
 * selection holds exactly the generated paths that run the machine, and a name without paths
 * says why.
 */
import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '../../inspector/machine-catalogue';
import { allPaths, samplePaths } from '../../test/paths/generate';
import { machineIdOf, pathsOfMachine, TOURED } from '../../test/paths/machine-filter';

const all = allPaths();
const sample = () => samplePaths(all);

describe('pathsOfMachine', () => {
  it("a wizard's paths, by wizard id or catalogue name", () => {
    const byId = pathsOfMachine(all, 'individual', sample);
    expect(byId.length).toBeGreaterThan(1);
    expect(byId.every((p) => p.wizard === 'individual')).toBe(true);
    expect(byId).toEqual(all.filter((p) => p.wizard === 'individual'));
    expect(pathsOfMachine(all, 'wizard-metal-stream-joint', sample)).toEqual(
      all.filter((p) => p.wizard === 'metalStreamJoint'),
    );
  });

  it("child machines by the path's choice; the machines every path runs get the sample", () => {
    const custodian = pathsOfMachine(all, 'custodian', sample);
    expect(custodian.length).toBeGreaterThan(0);
    expect(custodian.every((p) => p.funding === 'IRATransfer')).toBe(true);
    expect(
      pathsOfMachine(all, 'bank-link', sample).every((p) => p.funding === 'ACHConnected'),
    ).toBe(true);
    expect(pathsOfMachine(all, 'document-upload', sample).every((p) => p.kyc === 'documents')).toBe(
      true,
    );
    expect(pathsOfMachine(all, 'session', sample)).toEqual(sample());
  });

  it('the machines only the tours drive: no generated path, no error', () => {
    for (const name of ['funding-edit', 'edit-item', 'password-reset', 'passwordReset'])
      expect(pathsOfMachine(all, name, sample)).toEqual([]);
    // The entry: every path runs it (the sample), and test/paths/tours-login.spec.ts tours it.
    expect(pathsOfMachine(all, 'entry', sample)).toEqual(sample());
    expect(machineIdOf('password-reset')).toBe('passwordReset');
  });

  it('names the machines with paths when the name has none', () => {
    expect(() => pathsOfMachine(all, 'nope', sample)).toThrow(/Unknown machine 'nope'.*custodian/);
    expect(() => pathsOfMachine(all, 'wizard-nope', sample)).toThrow(
      /Unknown machine 'wizard-nope'.*password-reset/,
    );
  });

  it('the toured machines (test/paths/tours-closing.spec.ts) by catalogue name or id', () => {
    expect(pathsOfMachine(all, 'webcam', sample)).toEqual([]);
    expect(pathsOfMachine(all, 'handoff', sample)).toEqual([]);
    expect(pathsOfMachine(all, 'idleTimer', sample)).toEqual(sample());
    expect(pathsOfMachine(all, 'documentUpload', sample)).toEqual(
      pathsOfMachine(all, 'document-upload', sample),
    );
    const catalogue = machineCatalogue();
    for (const [name, id] of Object.entries(TOURED)) {
      expect(catalogue.find((e) => e.name === name)?.machine.id).toBe(id);
      expect(machineIdOf(name)).toBe(id);
      expect(machineIdOf(id)).toBe(id);
    }
  });

  it('machineIdOf: one answer for both tour files and the filter, custodian and bank link included', () => {
    const catalogue = machineCatalogue();
    for (const name of ['custodian', 'bank-link', 'funding-edit', 'edit-item', 'idle-timer']) {
      const id = catalogue.find((e) => e.name === name)?.machine.id;
      expect(id).toBeDefined();
      expect(machineIdOf(name)).toBe(id);
      expect(machineIdOf(` ${id!} `)).toBe(id);
    }
    expect(machineIdOf('bankLink')).toBe('bankLink');
    // Not a machine the tours or the filter name (wizards go by their paths).
    for (const name of ['individual', 'wizard-joint', 'nope', ''])
      expect(machineIdOf(name)).toBeUndefined();
    // A machine's id selects as its catalogue name.
    expect(pathsOfMachine(all, 'bankLink', sample)).toEqual(
      pathsOfMachine(all, 'bank-link', sample),
    );
  });
});
