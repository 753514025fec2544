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
 */
import { createInterface } from 'node:readline';
import { addAnalyst, AnalystRefused } from '../server/db/analysts';
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

const [email, name] = process.argv.slice(2);
runDbCommand(
  'Analyst',
  async (db) => {
    if (!email || !name)
      throw new CommandRefused(
        'usage: ANALYST_PASSWORD=… npm run analyst:add -- <e-mail> "<name>"',
      );
    const { created } = await addAnalyst(db, { email, name, password: await readPassword() });
    return [`Analyst ${created ? 'created' : 'updated'}`];
  },
  (err) => err instanceof AnalystRefused,
);
