/**
 * The save actor of the modals whose steps are wizard screens (the funding edit's method and
 * amount, the review's edit item; doc 2 §4 "Create versus update", doc 3 §2.4): its contract
 * (one type, the machines declare `unprovided<SaveStep>`) and its logic over the API client,
 * the wizard's step saver (machines/wizard-engine/save-step.ts).
 */
import type { ApiClient } from '../../services/api/client';
import { logicOf, type Contract } from '../../services/actors/actor-contract';
import { saveStep, type SaveInput, type SaveOutput } from '../wizard-engine/save-step';

/** Saves one screen's values: create / update / no call (doc 2 §4). */
export type SaveStep = Contract<SaveInput, SaveOutput>;

/** The real `saveStep` actor over `api` (doc 2 §4; errors are ApiError, mapped by the machine). */
export const saveStepLogic = (api: ApiClient) =>
  logicOf<SaveStep>(({ input, signal }) => saveStep(input, { api, signal }));
