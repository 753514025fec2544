/**
 * `npm run replay -- FILE [--check]` (issue 13): replays a support snapshot.
 *
 * 1. Headless, here: the snapshot is replayed into a fresh root actor over its recorded answers
 *    (inspector/replay-session.ts) and the replayed state is printed next to the recorded one.
 * 2. Then (without --check) a Vite dev server starts with the file served at
 *    /__replay/snapshot.json; open the printed /__replay URL to see the wizard on that screen
 *    and modal (src/dev/replay-page.tsx). REPLAY_PORT sets the port (default 5180).
 *
 * Exit code with --check: 0 when the replay reaches the recorded state, 1 otherwise. Several
 * files may be checked at once (`npm run replay -- a.json b.json --check`, issue 35 item 17): each
 * is replayed and printed in turn, and the exit code is 1 when any of them differs.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compareReplay, replaySupportSnapshot } from '../inspector/replay-session';
import { parseSupportSnapshot } from '../inspector/support-snapshot';

/** Replays one file headless and prints it next to its recording; the fields that differ. */
async function check(path: string): Promise<{ json: string; diff: string[] }> {
  const json = readFileSync(resolve(path), 'utf8');
  const file = parseSupportSnapshot(json);
  const result = await replaySupportSnapshot(file);
  result.actor.stop();
  const diff = compareReplay(file.state, result.state);
  console.info(
    `snapshot of ${file.createdAt}: ${file.events.length} events, ${file.answers.length} answers`,
  );
  console.info(
    `recorded: ${file.state.path} screen ${file.state.screen} modal ${file.state.modal ?? '-'} step ${file.state.step ?? '-'}`,
  );
  console.info(
    `replayed: ${result.state.path} screen ${result.state.screen} modal ${result.state.modal ?? '-'} step ${result.state.step ?? '-'}`,
  );
  if (result.missing.length)
    console.info(`calls without a recorded answer: ${result.missing.join(', ')}`);
  console.info(
    diff.length ? `DIFFERS in: ${diff.join(', ')}` : 'replay reaches the recorded state',
  );
  return { json, diff };
}

async function main() {
  const args = process.argv.slice(2);
  const paths = args.filter((a) => !a.startsWith('--'));
  const checkOnly = args.includes('--check');
  if (!paths.length || (paths.length > 1 && !checkOnly)) {
    console.error('usage: npm run replay -- <support-snapshot.json> [--check]');
    console.error('       npm run replay -- <file> <file>… --check');
    process.exit(2);
  }
  let differ = 0;
  let json = '';
  for (const path of paths) {
    if (paths.length > 1) console.info(`\n${path}`);
    const r = await check(path);
    json = r.json;
    if (r.diff.length) differ += 1;
  }
  if (paths.length > 1)
    console.info(`\n${paths.length - differ} of ${paths.length} replay to their recorded state`);
  if (checkOnly) process.exit(differ ? 1 : 0);

  const { createServer } = await import('vite');
  const port = Number(process.env.REPLAY_PORT ?? 5180);
  const server = await createServer({
    server: { port, strictPort: true },
    plugins: [
      {
        name: 'support-snapshot',
        configureServer(s) {
          s.middlewares.use('/__replay/snapshot.json', (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(json);
          });
        },
      },
    ],
  });
  await server.listen();
  console.info(`open http://localhost:${port}/__replay (Ctrl+C to stop)`);
}

void main();
