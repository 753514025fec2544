/**
 * docs/charts/ (issue 13): the committed Mermaid charts equal the ones generated now from the
 * machine definitions, so CI fails when a machine changes without `npm run charts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartFiles, mermaidOf } from '../../inspector/charts';
import { idleTimerMachine } from '../../machines/session/idle-timer.machine';

const dir = join(process.cwd(), 'docs', 'charts');

describe('state charts (npm run charts)', () => {
  const fresh = chartFiles();

  it('the committed files are exactly the generated ones (run `npm run charts` after changing a machine)', () => {
    expect(readdirSync(dir).sort()).toEqual(Object.keys(fresh).sort());
    for (const [name, text] of Object.entries(fresh))
      expect(readFileSync(join(dir, name), 'utf8'), `docs/charts/${name}`).toBe(text);
  });

  it('a chart holds every state and transition of its machine', () => {
    const chart = mermaidOf(idleTimerMachine);
    expect(chart.startsWith('stateDiagram-v2')).toBe(true);
    for (const key of ['active', 'debouncing', 'idle', 'prompting', 'expired'])
      expect(chart).toContain(`state "${key}" as s_idleTimer_${key}`);
    expect(chart).toContain('s_idleTimer_idle --> s_idleTimer_prompting : after REFRESH_PROMPT');
    expect(chart).toContain('[*] --> s_idleTimer_active');
  });
});
