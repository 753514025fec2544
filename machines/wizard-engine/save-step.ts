/**
 * Saving one wizard step (doc 2 §4 "Create versus update", doc 3 §4): the dispatcher behind the
 * wizards' and modals' 'saveStep' actor. A screen with a ScreenSpec saver (machines/view/specs/)
 * saves through it; any other screen only moves on (no call). The section savers themselves are services/api/section-savers.ts and
 * import no machine (issue 23); the actor over the API client is provided by src/app/create-app.ts.
 */
import type { Application, Country, Settings } from '../../services/api/contract';
import type { PersonSlot } from '../../services/api/application-access';
import type { SpecSaveOutput } from '../../services/api/section-savers';
import type { ScreenId } from '../screen-contract';
import type { SaveDeps } from '../view/screen-spec';
import { specOf } from '../view/screen-specs';

export interface SaveInput {
  screen: ScreenId;
  /** Whom a person screen saves (the step's slot; default the main person, doc 2 §1). */
  person?: PersonSlot;
  /** The form values as the screen's zod form schema outputs them. */
  values: Record<string, unknown>;
  application: Application;
  countries: readonly Country[];
  /** settings.PortalGatewayISOCodesListToIgnoreAreaCode (doc 2 §7 phones). */
  ignoreAreaCode?: readonly string[];
  /** The broker settings (limits, currency) for the savers of machines/view/specs. */
  settings?: Settings | null;
}

/** The application after the save, whether a call was made, and the flow flags the answer sets. */
export type SaveOutput = SpecSaveOutput;

/**
 * Saves one screen's values (doc 2 §4, doc 3 §4): create / update / no call. Throws ApiError on
 * failure (mapped onto the form by the machine).
 */
export async function saveStep(input: SaveInput, ctx: SaveDeps): Promise<SaveOutput> {
  const app = input.application;
  const spec = specOf(input.screen);
  if (spec?.save)
    return spec.save(
      {
        values: input.values,
        application: app,
        person: input.person ?? 'main',
        countries: input.countries,
        settings: input.settings ?? null,
      },
      ctx,
    );
  return { application: app, called: false };
}
