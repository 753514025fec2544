/**
 * Vitest setup (issue 24): the English screen fragments are in t()'s catalogue before any test
 * renders a screen — in the browser they arrive with the screens' chunks (src/i18n/fragments.ts,
 * awaited by the screen loader), which a test rendering a screen directly does not go through.
 * Likewise every kind's screen specs are in the registry (issue 32 item 3: in the browser each
 * kind's arrive with its wizard, machines/view/screen-specs.ts `loadSpecsOf`), since machine tests
 * build a kind's wizard without the root's `loadWizard`; test/unit/kind-specs.test.ts checks the
 * loading itself on a fresh registry.
 */
import { loadSpecsOf } from '../machines/view/screen-specs';
import { WIZARD_IDS } from '../machines/wizard-engine/registry';
import { SCREEN_FRAGMENTS } from '../src/i18n/catalogue';
import { addTexts } from '../src/i18n/t';

addTexts(...Object.values(SCREEN_FRAGMENTS));
await Promise.all(WIZARD_IDS.map(loadSpecsOf));
