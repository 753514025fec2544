/**
 * The support tools of the running app (issue 13): the analyst mode (inspector/analyst.ts) and
 * its inspector, and the support snapshot download (inspector/support-snapshot.ts). Provided by
 * src/app.tsx; the analyst tools and the error page read it. Absent (null) in the dev gallery.
 */
import { createContext, useContext } from 'react';
import type { AnalystMode } from '../inspector/analyst';

export interface SupportTools {
  /** The analyst mode, or null when off. */
  analyst: AnalystMode | null;
  /** Opens the browser inspector (call from a click or key handler). */
  openInspector(): void;
  /** Saves the support snapshot of the session as a JSON file. */
  downloadSnapshot(): void;
}

export const SupportContext = createContext<SupportTools | null>(null);

/** The support tools, or null outside the app. */
export const useSupport = () => useContext(SupportContext);
