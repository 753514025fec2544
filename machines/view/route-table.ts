/**
 * The route table (ARCHITECTURE.md "Routing reflects state"): every path the root machine can
 * show, with its route key, screen and page-title key — built from the same data the machine
 * is built from (FLOW_META, the choice levels, the wizards' step tables), never written twice.
 * src/router/router.ts registers one code-based TanStack route per row.
 */
import { CHOICE_BASES, choiceMeta, FLOW_META } from '../app/flow-meta';
import { CHOICE_LEVEL_IDS } from '../choices';
import type { RouteEntry } from '../screen-contract';
import { WIZARD_TABLES } from '../wizard-engine/registry';
import { kycRoutes } from '../kyc/kyc-routes';

function build(): RouteEntry[] {
  const rows: RouteEntry[] = [];
  const add = (r: RouteEntry) => {
    if (!rows.some((x) => x.path === r.path))
      rows.push({ path: r.path, routeKey: r.routeKey, screen: r.screen, titleKey: r.titleKey });
  };
  Object.values(FLOW_META).forEach(add);
  for (const family of Object.keys(CHOICE_BASES) as (keyof typeof CHOICE_BASES)[]) {
    for (const level of CHOICE_LEVEL_IDS) add(choiceMeta(family, level));
  }
  // The wizards' steps (their paths, keys, screens and titles), read from the tables directly so the
  // entry carries no wizard engine (issue 22: it arrives with the kind's machine).
  for (const table of Object.values(WIZARD_TABLES)) table.forEach(add);
  kycRoutes().forEach(add);
  return rows;
}

/** Every path → screen, titleKey, routeKey (unique paths). */
export const routeTable: readonly RouteEntry[] = build();

/** Paths of screens that only load (LOADING, REFRESH_LOADING): the URL is replaced, not pushed. */
export const LOADING_PATHS: ReadonlySet<string> = new Set(
  routeTable.filter((r) => r.screen === 'loading').map((r) => r.path),
);
