/**
 * Screen values of the selectors (machines/view/selectors.ts): the ScreenSpec context of the root
 * context (`specContextOf`), a screen's `initial` values in its form's shape (`initialFor`) and
 * its data (`dataFor`) — both read from its ScreenSpec (machines/view/specs/); a screen without
 * one has no prefill and only the open modal's data. Pure functions of the root context.
 */
import type { AppContext } from '../app-types';
import type { ModalId, ScreenId, StateMeta } from '../screen-contract';
import { modalDataOf, type SpecContext } from './screen-spec';
import { specOf } from './screen-specs';

/** The ScreenSpec context of the root context for a screen of `meta` (machines/view/screen-spec.ts). */
export function specContextOf(
  ctx: AppContext,
  meta: Pick<StateMeta, 'path' | 'person'> | null,
  modal: ModalId | null = null,
): SpecContext {
  return {
    application: ctx.application,
    person: meta?.person ?? 'main',
    path: meta?.path ?? '',
    countries: ctx.countries,
    states: ctx.states,
    statesCountry: ctx.statesCountry,
    settings: ctx.settings,
    lookups: ctx.lookups,
    sameAddress: ctx.sameAddress,
    addressPick: ctx.addressPick,
    addressSuggestions: ctx.addressSuggestions,
    editing: ctx.editing,
    profile: ctx.basicAccount,
    assisted: ctx.mode.kind === 'assisted',
    root: ctx,
    modal,
  };
}

/** The `initial` values of `screen` in its form's shape: its ScreenSpec's prefill, else none. */
export function initialFor(
  screen: ScreenId | null,
  ctx: AppContext,
  meta: Pick<StateMeta, 'path' | 'person'> | null = null,
): Record<string, string> {
  return specOf(screen)?.initial?.(specContextOf(ctx, meta)) ?? {};
}

/**
 * The data of `screen` (`ScreenDataOf`, machines/view/screen-view-of.ts): its ScreenSpec's
 * `data`, else the open modal's (`modal`: the resume offers, doc 1 §2.12, §4.12).
 */
export function dataFor(
  screen: ScreenId | null,
  meta: StateMeta | null,
  ctx: AppContext,
  modal: ModalId | null,
): Record<string, unknown> {
  const c = specContextOf(ctx, meta, modal);
  const data = specOf(screen)?.data;
  return data ? data(c) : modalDataOf(c);
}
