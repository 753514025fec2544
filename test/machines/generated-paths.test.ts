/**
 * The generated browser paths (issue 13, test/paths/generate.ts): the choices that open a child
 * flow (the bank link, the IRA custodian transfer) are generated for the kinds that offer them,
 * the programme (/aip) is a path, and the CI sample is deterministic and takes each wizard, funding method and KYC branch once.
 */
import { describe, expect, it } from 'vitest';
import { allPaths, countriesTag, FLOW_METHODS, samplePaths } from '../paths/generate';

const all = allPaths();
const byId = new Map(all.map((p) => [p.id, p]));

describe('generated paths', () => {
  it('the bank link goes from Fund account to the ACH amount, then the review (every standard kind)', () => {
    for (const kind of ['individual', 'joint', 'trust', 'business', 'custodian', 'trustee']) {
      const p = byId.get(`${kind}/achconnected/pass`);
      expect(p, kind).toBeDefined();
      const at = p!.screens.indexOf('/fund/account');
      expect(p!.screens[at + 1]).toBe('/fund/account/ach');
      expect(p!.transitions.some((t) => t.includes('flow_bankLink'))).toBe(true);
    }
    expect(all.some((p) => p.wizard.startsWith('ira') && p.funding === 'ACHConnected')).toBe(false);
  });

  it('the IRA transfer is a path of its own for every IRA kind, apart from "do it later" (which confirms its skip)', () => {
    for (const kind of ['roth', 'traditional', 'sep', 'simple']) {
      const transfer = byId.get(`${kind}/iratransfer/pass`);
      const later = byId.get(`${kind}/skip/pass`);
      expect(transfer, kind).toBeDefined();
      expect(later, kind).toBeDefined();
      const at = transfer!.screens.indexOf('/fund/retirement');
      expect(transfer!.screens[at + 1]).toBe('/review');
      expect(transfer!.states.some((s) => s.endsWith('flow_custodian'))).toBe(true);
      expect(later!.states.some((s) => s.endsWith('flow_custodian'))).toBe(false);
      // doc 3 §2.4 "'do later' skip with the skip confirmation modal (IRA version)".
      expect(later!.states).toContain(`${later!.wizard}.fundRetirement.skipConfirm`);
      expect(later!.transitions).toContain(
        `${later!.wizard}.fundRetirement.skipConfirm|modal.confirm`,
      );
    }
  });

  it('the programme (/aip) is one path through the programme, its secure steps and agreement', () => {
    const aip = all.filter((p) => p.kind === 'aip' && !p.countries);
    expect(aip.map((p) => p.id)).toEqual(['aip/programme/pass']);
    expect(aip[0].screens.slice(0, 3)).toEqual(['/metal', '/metal/invest', '/metal/allocate']);
    expect(aip[0].screens.at(-1)).toBe('/aip/review/agreement');
  });

  it('the programme runs with each owner kind (issue 21 item 9), its secure steps under /aip/secure', () => {
    const owners = all.filter((p) => p.wizard.startsWith('metalStream') && !p.countries);
    expect(owners.map((p) => p.kind)).toEqual([
      'aip',
      'aipJoint',
      'aipUtma',
      'aipTrust',
      'aipBusiness',
    ]);
    for (const p of owners) expect(p.screens).toContain('/metal/owner');
    const joint = owners.find((p) => p.kind === 'aipJoint')!;
    expect(joint.screens).toContain('/aip/secure/secondary/ssn');
    expect(joint.screens).toContain('/fund/metal/survivor');
    expect(owners.find((p) => p.kind === 'aipUtma')!.screens).toContain('/aip/secure/minor');
    expect(owners.find((p) => p.kind === 'aipTrust')!.screens).toContain('/aip/secure/trustName');
    expect(owners.find((p) => p.kind === 'aipBusiness')!.screens).toContain(
      '/aip/secure/business/verify',
    );
  });

  it('Individual and Joint run once more on an IRS broker, through backup withholding (doc 2 §2.19)', () => {
    const irs = all.filter((p) => p.broker === 'LG');
    expect(irs.map((p) => p.id)).toEqual(['individual/check/pass/lg', 'joint/check/pass/lg']);
    for (const p of irs)
      expect(p.screens[p.screens.indexOf('/secure/backup-withholding') - 1]).toMatch(/ssn$/);
    expect(all.filter((p) => !p.broker).flatMap((p) => p.screens)).not.toContain(
      '/secure/backup-withholding',
    );
  });

  it('the documents branch of the KYC is never on a child-flow path', () => {
    const docs = all.filter((p) => p.kyc === 'documents');
    expect(docs.length).toBe(7);
    for (const p of docs) expect(FLOW_METHODS).not.toContain(p.funding);
  });

  it("the CI sample is deterministic, covers every wizard, method and branch, each IRA wizard's methods", () => {
    const sample = samplePaths(all);
    expect(samplePaths(allPaths()).map((p) => p.id)).toEqual(sample.map((p) => p.id));
    for (const key of ['wizard', 'funding', 'kyc'] as const)
      expect(new Set(sample.map((p) => p[key]))).toEqual(new Set(all.map((p) => p[key])));
    expect(sample.filter((p) => p.funding === 'ACHConnected')).toHaveLength(1);
    // Each IRA wizard takes each of its funding methods once (its own retirement screens).
    for (const wizard of ['iraPersonal', 'iraBusiness'])
      expect(
        new Set(sample.filter((p) => p.wizard === wizard).map((p) => p.funding)),
        wizard,
      ).toEqual(new Set(all.filter((p) => p.wizard === wizard).map((p) => p.funding)));
    expect(sample.filter((p) => p.funding === 'IRATransfer').map((p) => p.kind)).toEqual([
      'roth',
      'sep',
    ]);
    // The backup-withholding step (an IRS broker) once in each wizard that asks it.
    const withW9 = (ps: typeof all) =>
      new Set(
        ps.filter((p) => p.screens.includes('/secure/backup-withholding')).map((p) => p.wizard),
      );
    expect(withW9(sample)).toEqual(withW9(all));
    expect(sample.filter((p) => p.screens.includes('/secure/backup-withholding'))).toHaveLength(
      withW9(all).size,
    );
    // The three non-USA variants (generate.ts NON_USA_OF), on paths the sample takes anyway.
    expect(
      new Set(sample.flatMap((p) => (p.countries ? [countriesTag(p.countries)] : []))),
    ).toEqual(new Set(['abroad-main', 'abroad-secondary', 'abroad-main-secondary']));
    // 7 account wizards + 5 programme owner kinds, the documents branch, the IRA wizards' other
    // methods, a second backup-withholding wizard.
    expect(sample.length).toBe(21);
    expect(samplePaths(all, 3)).toEqual(sample.slice(0, 3));
  });
});
