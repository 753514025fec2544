/**
 * `npm run sales:agent -- <e-mail> "<name>" <BROKER_CODE>` — creates a sales agent of a broker in
 * the database of DATABASE_URL (or DATA_DIR's PGlite), or sets a new password and name for an
 * existing one (server/db/sales-agent-admin.ts; issue 20, README "Production").
 *
 * The password is read from SALES_AGENT_PASSWORD, else from the first line of standard input —
 * never from the command line, where `ps` and shell history would show it. Prints one line
 * ('Sales agent created' / 'updated', with the broker) and exits 0; a refusal prints one line and
 * exits 1. Neither the password nor the e-mail is printed.
 *
 * `npm run sales:agent -- --disable <e-mail>` disables the agent (issue 31): its sign-ins are
 * refused and its sessions and running impersonations end on every instance at once
 * (server/db/sales-agent-admin.ts disableSalesAgent). Setting a new password enables it again.
 */
import { createInterface } from 'node:readline';
import {
  addSalesAgent,
  disableSalesAgent,
  SalesAgentRefused,
} from '../server/db/sales-agent-admin';
import { CommandRefused, runDbCommand } from './lib/db-command';

async function readPassword(): Promise<string> {
  if (process.env.SALES_AGENT_PASSWORD) return process.env.SALES_AGENT_PASSWORD;
  if (process.stdin.isTTY)
    process.stderr.write('Password (input is shown; prefer SALES_AGENT_PASSWORD): ');
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

const args = process.argv.slice(2);
const disable = args[0] === '--disable';
const [email, name, brokerCode] = disable ? [] : args;
runDbCommand(
  'Sales agent',
  async (db) => {
    if (disable) {
      if (!args[1]) throw new CommandRefused('usage: npm run sales:agent -- --disable <e-mail>');
      const { sessionsEnded } = await disableSalesAgent(db, args[1]);
      return [`Sales agent disabled; ${sessionsEnded} session(s) ended`];
    }
    if (!email || !name || !brokerCode)
      throw new CommandRefused(
        'usage: SALES_AGENT_PASSWORD=… npm run sales:agent -- <e-mail> "<name>" <BROKER_CODE>',
      );
    const password = await readPassword();
    const { created } = await addSalesAgent(db, { email, name, brokerCode, password });
    return [
      `Sales agent ${created ? 'created' : 'updated'} for broker ${brokerCode.toUpperCase()}`,
    ];
  },
  (err) => err instanceof SalesAgentRefused,
);
