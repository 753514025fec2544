/**
 * The start checks that need the database (issue 20, "Two modes, chosen explicitly"), run by
 * server/main.ts after the database is open, migrated and seeded, before it listens.
 *
 * Production only:
 * - the default broker (BROKER_CODE) is a row of `brokers`: a production database holds only the
 *   brokers imported with `npm run broker:import -- settings.json` (scripts/broker-import.ts);
 * - every broker with EnableGoogleReCaptcha on can be checked: RECAPTCHA_SECRET is set, or the
 *   broker named `captcha` in SANDBOX_PROVIDERS.
 *
 * A failure throws `StartupError` ('Production start refused: …', one line naming the variable
 * or the command); sandbox mode checks nothing here (its seeds made the brokers).
 */
import { asc, sql } from 'drizzle-orm';
import { refuseProduction, type ServerConfig } from './config';
import type { Db } from './db/client';
import { brokers } from './db/schema';

/** Resolves when `config` may serve `db`; else rejects with StartupError (see the module docstring). */
export async function checkStartup(
  db: Db,
  config: Pick<ServerConfig, 'mode' | 'brokerCode' | 'recaptchaSecret' | 'sandboxProviders'>,
): Promise<void> {
  if (config.mode !== 'production') return;
  const rows = await db
    .select({
      code: brokers.code,
      captcha: sql<boolean>`(${brokers.settings}->>'EnableGoogleReCaptcha') = 'true'`,
    })
    .from(brokers)
    .orderBy(asc(brokers.code));
  if (!rows.some((r) => r.code === config.brokerCode))
    throw refuseProduction(
      `the default broker ${config.brokerCode} (BROKER_CODE) is not in the database; add its settings with \`npm run broker:import -- settings.json\``,
    );
  const withCaptcha = rows.filter((r) => r.captcha).map((r) => r.code);
  if (withCaptcha.length && !config.recaptchaSecret && !config.sandboxProviders.has('captcha'))
    throw refuseProduction(
      `RECAPTCHA_SECRET is not set and broker ${withCaptcha.join(', ')} enables the captcha (EnableGoogleReCaptcha); set the reCAPTCHA secret, or name captcha in SANDBOX_PROVIDERS`,
    );
}
