/**
 * A broker's settings into the database, for production (issue 20): a production start seeds no
 * broker, so each broker loads its settings with
 *
 *   DATABASE_URL=postgres://… npm run broker:import -- settings.json   (scripts/broker-import.ts)
 *
 * The file is one JSON object with every settings field of doc 1 §3, exactly as GET /v2/settings
 * answers it (services/api/contract.ts `settingsResponse`; the alternative spelling
 * MetaltreamMinimumDepositAmount may be present and is not stored). Unknown fields are refused (a
 * misspelt EnableGoogleReCaptcha must not be dropped silently). The row is upserted by BrokerCode
 * (upper case, 2–10 letters or digits, like BROKER_CODE): an existing broker's settings are
 * replaced as a whole. Settings hold no secret.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { settingsResponse, type Settings } from '../../services/api/contract';
import { BROKER_CODE_PATTERN } from '../config';
import type { Db } from './client';
import { brokers } from './schema';

/** The file is refused; `message` is one line naming the fields (never their values). */
export class BrokerImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrokerImportError';
  }
}

const importSchema = z.strictObject(settingsResponse.shape);

/**
 * Validates `input` (the parsed JSON) and upserts the broker. Resolves {code, created}: created
 * false when the broker existed and its settings were replaced. Rejects with BrokerImportError
 * when the settings are not valid.
 */
export async function importBroker(
  db: Db,
  input: unknown,
): Promise<{ code: string; created: boolean }> {
  const parsed = importSchema.safeParse(input);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) =>
      i.code === 'unrecognized_keys'
        ? `unknown field ${i.keys.join(', ')}`
        : `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    const more = fields.length > 5 ? ` (and ${fields.length - 5} more)` : '';
    throw new BrokerImportError(
      `The settings are not valid: ${fields.slice(0, 5).join('; ')}${more}`,
    );
  }
  const { MetaltreamMinimumDepositAmount: _alias, ...rest } = parsed.data;
  const code = rest.BrokerCode.trim().toUpperCase();
  if (!BROKER_CODE_PATTERN.test(code))
    throw new BrokerImportError(
      'The settings are not valid: BrokerCode must be 2–10 letters or digits',
    );
  const settings: Settings = { ...rest, BrokerCode: code };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ code: brokers.code })
      .from(brokers)
      .where(eq(brokers.code, code))
      .for('update');
    await tx
      .insert(brokers)
      .values({ code, name: settings.BrokerName, settings })
      .onConflictDoUpdate({
        target: brokers.code,
        set: { name: settings.BrokerName, settings, updatedAt: new Date() },
      });
    return { code, created: !existing };
  });
}
