/** Customer-due-diligence answers of an application (doc 2 §3; routes: server/routes/cdd-answers.ts). */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { cddAnswers } from './schema';

/** Saved CDD answers by kind ('employment', 'identification', 'accountFunding'). */
export async function cddAnswersOf(
  db: Db,
  applicationUid: string,
): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db
    .select()
    .from(cddAnswers)
    .where(eq(cddAnswers.applicationUid, applicationUid));
  return Object.fromEntries(rows.map((r) => [r.kind, r.data]));
}
