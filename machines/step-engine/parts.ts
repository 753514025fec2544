/**
 * The parts every step builder uses, the wizard engine's (machines/wizard-engine/state-parts.ts
 * re-exports them) and the modal step engine's (modal-steps.ts): the busy tag and the state
 * config type (doc 2 §1: screens show the busy state while a call runs).
 */

/** The tag of states where a call runs (screens show the busy state). */
export const BUSY = ['busy'];
// State-node configs are plain data built at module load; their shape is checked by the machines'
// own model tests (every state and transition is walked in test/machines/*).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StateConfig = Record<string, any>;

/**
 * The type a machine gives the states the engine built (plain config): three levels of named
 * states, so `snapshot.matches({ step: { inner: 'leaf' } })` type-checks without the config's
 * literal shape.
 */
export type ModalStates = Record<
  string,
  { states: Record<string, { states: Record<string, object> }> }
>;
