/**
 * `npm run charts`: writes docs/charts/*.md (one Mermaid state diagram per machine and an index)
 * from the machine definitions (inspector/charts.ts), with every kind's screen specs loaded (as
 * test/setup-texts.ts loads them for test/unit/charts.test.ts). Files of machines no longer in the
 * catalogue are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chartFiles } from '../inspector/charts';
import { loadSpecsOf } from '../machines/view/screen-specs';
import { WIZARD_IDS } from '../machines/wizard-engine/registry';

// Every kind's screen specs, as the browser has them once its wizard loads (issue 32 item 3): a
// step's lookups (e.g. the IRA's employment lists) are invoked from its spec.
await Promise.all(WIZARD_IDS.map(loadSpecsOf));

const dir = join(process.cwd(), 'docs', 'charts');
mkdirSync(dir, { recursive: true });
const files = chartFiles();
for (const old of readdirSync(dir)) if (!(old in files)) rmSync(join(dir, old));
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
console.info(`wrote ${Object.keys(files).length} files to docs/charts/`);
