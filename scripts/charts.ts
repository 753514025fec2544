/**
 * `npm run charts`: writes docs/charts/*.md (one Mermaid state diagram per machine and an index)
 * from the machine definitions (inspector/charts.ts). Files of machines no longer in the
 * catalogue are removed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chartFiles } from '../inspector/charts';

const dir = join(process.cwd(), 'docs', 'charts');
mkdirSync(dir, { recursive: true });
const files = chartFiles();
for (const old of readdirSync(dir)) if (!(old in files)) rmSync(join(dir, old));
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
console.info(`wrote ${Object.keys(files).length} files to docs/charts/`);
