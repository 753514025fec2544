/**
 * The analytics API's answers (issue 25, the analysts' journey map): the one definition of the
 * shapes GET /analytics/api/{graphs,options,summary} answer — written by the server
 * (server/routes/analytics.ts, server/domain/journey-map.ts) and read by the page
 * (src/analytics/api.ts). Types only: aggregates, never a person, an e-mail, a name or a uid.
 * `K` is the kind's type: the server's WizardId, the page's string.
 */

/**
 * A count as the page and the export show it: "<5" for 1–4 applications (issue 25); null when
 * it is withheld because, with the same cell of the unfiltered view or the funnel's previous
 * stage, it would give an exact count of 1–4 back (issue 31).
 */
export type Cell = number | '<5' | null;

/** One step of a kind's journey graph (GET /analytics/api/graphs). */
export interface GraphNode {
  /** The step id of the kind's table ('name', 'fundAch', …; 'done' for submitted). */
  Id: string;
  /** The literal path POST …/steps records; null for 'done'. */
  Path: string | null;
  /** The progress section (doc 2 §2.3). */
  Section: string;
  /** The i18n key of the screen's title, as the wizard shows it (`pageTitles.*`); null for 'done'. */
  TitleKey: string | null;
}

/** A kind's journey graph, drawn from its machine (inspector/journey-graph.ts). */
export interface Graph<K extends string = string> {
  Kind: K;
  MachineId: string;
  Nodes: GraphNode[];
  Edges: Array<{ From: string; To: string }>;
}

/** The cells of one step on the map. */
export interface StepCells {
  Id: string;
  Path: string | null;
  Section: string;
  Now: Cell;
  Reached: Cell;
  /** Applications whose journey stopped here (not active, not completed). */
  Left: Cell;
  /**
   * Share of those who reached the step that went on, in whole percent; null when fewer than 5
   * reached it, or those who went on or stopped are 1–4 (issue 31).
   */
  ContinuedPercent: number | null;
  /** Median seconds spent on the step before the next one; null under 5 moves. */
  MedianSeconds: number | null;
  /** 1, 2, 3 for the steps where most applications stopped (at least 5); else null. */
  DropOffRank: number | null;
}

/** One row of the funnel (created → secured → funded → submitted → verified). */
export interface FunnelRow<K extends string = string> {
  Kind: K;
  Created: Cell;
  Secured: Cell;
  Funded: Cell;
  Submitted: Cell;
  Verified: Cell;
}

/** The journey map of one kind (GET /analytics/api/summary). */
export interface JourneySummary<K extends string = string> {
  Kind: K;
  From: string;
  To: string;
  GeneratedAt: string;
  ActiveMinutes: number;
  Steps: StepCells[];
  Edges: Array<{ From: string; To: string; Traffic: Cell }>;
  Funnel: Array<FunnelRow<K>>;
  Daily: Array<{ Day: string; Starts: Cell; Completions: Cell }>;
}

/** The filters' choices (GET /analytics/api/options). */
export interface AnalyticsOptions<K extends string = string> {
  Kinds: K[];
  /** Broker codes only. */
  Brokers: string[];
  FundingMethods: string[];
  Flows: string[];
  Periods: string[];
}
