/**
 * A child flow that is not built yet (machines/funding/flows.ts): it finishes at once without
 * changing anything ({application: null, go: 'stay'}), so the step that opened it stays.
 */
import { setup } from 'xstate';
import type { FlowInput, FlowOutput } from './flow-contract';

export const pendingFlow = setup({
  types: { input: {} as FlowInput, output: {} as FlowOutput },
}).createMachine({
  id: 'pendingFlow',
  initial: 'done',
  states: { done: { type: 'final' } },
  output: () => ({ application: null, go: 'stay' as const }),
});
