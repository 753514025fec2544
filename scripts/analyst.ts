/**
 * `npm run analyst:add -- <e-mail> "<name>"` — creates an analyst of the journey map (issue 25,
 * /analytics) in the database of DATABASE_URL (or DATA_DIR's PGlite), or sets a new password and
 * name for an existing one (server/db/analysts.ts; README "Production", docs/sandbox.md
 * "Analytics").
 *
 * The password is read from ANALYST_PASSWORD, else from the first line of standard input — never
 * from the command line, where `ps` and shell history would show it. Prints one line ('Analyst
 * created' / 'updated') and exits 0; a refusal prints one line and exits 1. Neither the password
 * nor the e-mail is printed.
 *
 * `npm run analyst:add -- --disable <e-mail>` disables the analyst (issue 31): sign-ins refused,
 * every live sign-in ended (server/db/analysts.ts disableAnalyst). A new password enables it again.
 */
import { createInterface } from 'node:readline';
import { addAnalyst, AnalystRefused, disableAnalyst } from '../server/db/analysts';
import { CommandRefused, runDbCommand } from './lib/db-command';

async function readPassword(): Promise<string> {
  if (process.env.ANALYST_PASSWORD) return process.env.ANALYST_PASSWORD;
  if (process.stdin.isTTY)
    process.stderr.write('Password (input is shown; prefer ANALYST_PASSWORD): ');
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

const args = process.argv.slice(2);
const disable = args[0] === '--disable';
const [email, name] = disable ? [] : args;
runDbCommand(
  'Analyst',
  async (db) => {
    if (disable) {
      if (!args[1]) throw new CommandRefused('usage: npm run analyst:add -- --disable <e-mail>');
      const { sessionsEnded } = await disableAnalyst(db, args[1]);
      return [`Analyst disabled; ${sessionsEnded} sign-in(s) ended`];
    }
    if (!email || !name)
      throw new CommandRefused(
        'usage: ANALYST_PASSWORD=… npm run analyst:add -- <e-mail> "<name>"',
      );
    const { created } = await addAnalyst(db, { email, name, password: await readPassword() });
    return [`Analyst ${created ? 'created' : 'updated'}`];
  },
  (err) => err instanceof AnalystRefused,
);
