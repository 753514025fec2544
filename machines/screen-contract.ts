/**
 * The contract between the statecharts (machines/) and the views (screens/, src/).
 *
 * Screens are thin: they read one `ScreenView` (computed from the root actor's snapshot by
 * `selectScreen` in machines/view/selectors.ts) and send `ScreenEvent`s. Every state that renders a
 * screen carries `meta: StateMeta`; the URL is `meta.path` (the router sync follows it).
 * Texts are i18n keys of src/i18n/en.ts; screens translate them. Values in `initial` and in
 * `wizard.submit` use the form shapes of services/api/fields.ts (the zod form schemas' output).
 *
 * The contract is kept in four files by concern and re-exported here, where its importers look
 * (none of the four imports this file):
 * - machines/screen-meta.ts: screen ids, person slot, sections, `StateMeta`, modals, route rows;
 * - machines/screen-view.ts: `ScreenView`, `SectionView`, `ShellView`;
 * - machines/screen-events.ts: `ScreenEvent`;
 * - machines/screen-data-map.ts: the shared data shapes (`ReviewData`, rows, choices); the
 *   per-screen data types come from the specs (machines/view/screen-view-of.ts).
 */
export * from './screen-meta';
export * from './screen-view';
export * from './screen-events';
export * from './screen-data-map';
