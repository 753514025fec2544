/**
 * Vitest setup (issue 24): the English screen fragments are in t()'s catalogue before any test
 * renders a screen — in the browser they arrive with the screens' chunks (src/i18n/fragments.ts,
 * awaited by the screen loader), which a test rendering a screen directly does not go through.
 */
import { SCREEN_FRAGMENTS } from '../src/i18n/catalogue';
import { addTexts } from '../src/i18n/t';

addTexts(...Object.values(SCREEN_FRAGMENTS));
