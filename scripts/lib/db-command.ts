/**
 * The frame of the operators' database commands (issue 20: `npm run broker:import`,
 * `npm run sales:agent`, `npm run pii:rekey`): opens the database of DATABASE_URL — or, without
 * it, the embedded PGlite of DATA_DIR (default .data/pglite; the sandbox server must be stopped) —
 * migrated to the current schema, runs `work`, closes the database and exits.
 *
 * `work` answers the lines to print (stdout, exit 0). A refusal is thrown as `CommandRefused`
 * (its message printed after `${name} refused: `, exit 1); anything else prints `${name} failed: `
 * and only the error's code or name — never its message, which may quote a value (exit 1).
 */
import { openDatabase } from '../../server/db/client';
import type { Db } from '../../server/db/client';

/** A refusal a command explains in one line (a bad argument, a missing setting). */
export class CommandRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandRefused';
  }
}

/**
 * Runs `work` on the database and exits the process (see the module comment). `isRefusal` marks
 * other error classes (e.g. `BrokerImportError`) whose message is printed as a refusal.
 */
export function runDbCommand(
  name: string,
  work: (db: Db) => Promise<string[]>,
  isRefusal: (err: unknown) => boolean = () => false,
): void {
  const run = async (): Promise<number> => {
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: process.env.DATA_DIR || '.data/pglite',
    });
    try {
      for (const line of await work(database.db)) console.info(line);
      return 0;
    } catch (err) {
      if (!(err instanceof CommandRefused) && !isRefusal(err)) throw err;
      console.error(`${name} refused: ${(err as Error).message}`);
      return 1;
    } finally {
      await database.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (err: unknown) => {
      const e = err as { code?: unknown; name?: unknown };
      console.error(
        `${name} failed:`,
        typeof e?.code === 'string' ? e.code : typeof e?.name === 'string' ? e.name : 'error',
      );
      process.exit(1);
    },
  );
}

/** Prints `${name} refused: ${message}` and exits 1: a refusal found before the database opens. */
export function exitRefused(name: string, message: string): never {
  console.error(`${name} refused: ${message}`);
  process.exit(1);
}
