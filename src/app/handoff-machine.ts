/**
 * The phone hand-off page's machine with its actors over the API client (composition root, issue 23;
 * issue 9): doc 3 §7 Documents, the hand-off calls of services/actors/kyc-actors.ts.
 */
import { fromPromise } from 'xstate';
import { handoffMachine } from '../../machines/kyc/handoff.machine';
import { fetchHandoff, uploadHandoff } from '../../services/actors/kyc-actors';
import type { ApiClient } from '../../services/api/client';

/** The phone page's machine (machines/kyc/handoff.machine.ts) with its actors over `api`. */
export function handoffMachineFor(api: ApiClient) {
  return handoffMachine.provide({
    actors: {
      fetchHandoff: fromPromise(({ input, signal }) => fetchHandoff(api, input.token, signal)),
      uploadHandoff: fromPromise(({ input, signal }) => uploadHandoff(api, input, signal)),
    },
  });
}
