/**
 * The journey map's step titles (issue 25, src/analytics/format.ts `stepTitle`): each step shows
 * its screen's translated title — the step table's `titleKey`, carried by GET
 * /analytics/api/graphs (server/domain/journey-map.ts `graphAnswer`) — not its step id.
 */
import { describe, expect, it } from 'vitest';
import { journeyGraphs } from '../../inspector/journey-graph';
import { WIZARD_TABLES } from '../../machines/wizard-engine/registry';
import { graphAnswer } from '../../server/domain/journey-map';
import { stepTitle } from '../../src/analytics/format';
import { t } from '../../src/i18n/t';

describe('journey map step titles', () => {
  const graphs = journeyGraphs().map(graphAnswer);
  const individual = graphs.find((g) => g.Kind === 'individual')!;

  it('a step shows the title its screen has in the wizard', () => {
    expect(stepTitle(individual, 'ssn')).toBe('Social Security number');
    expect(stepTitle(individual, 'identity')).toBe('Citizenship');
    expect(stepTitle(individual, 'addressEnter')).toBe('Home address');
    expect(stepTitle(individual, 'done')).toBe('Submitted');
  });

  it("every step of every kind carries its table's title key, and the key has a text", () => {
    for (const g of graphs)
      for (const n of g.Nodes) {
        if (n.Path === null) {
          expect(n.TitleKey, `${g.Kind} ${n.Id}`).toBeNull();
          continue;
        }
        const row = WIZARD_TABLES[g.Kind as keyof typeof WIZARD_TABLES].find((s) => s.id === n.Id)!;
        expect(n.TitleKey, `${g.Kind} ${n.Id}`).toBe(row.titleKey);
        expect(stepTitle(g, n.Id), `${g.Kind} ${n.Id}`).toBe(t(row.titleKey));
      }
  });
});
