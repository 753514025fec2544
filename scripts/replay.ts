/**
 * `npm run replay -- FILE [--check]` (issue 13): replays a support snapshot.
 *
 * 1. Headless, here: the snapshot is replayed into a fresh root actor over its recorded answers
 *    (inspector/replay-session.ts) and the replayed state is printed next to the recorded one.
 * 2. Then (without --check) a Vite dev server starts with the file served at
 *    /__replay/snapshot.json; open the printed /__replay URL to see the wizard on that screen
 *    and modal (src/dev/replay-page.tsx). REPLAY_PORT sets the port (default 5180).
 *
 * Exit code with --check: 0 when the replay reaches the recorded state, 1 otherwise.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compareReplay, replaySupportSnapshot } from '../inspector/replay-session';
import { parseSupportSnapshot } from '../inspector/support-snapshot';

async function main() {
  const args = process.argv.slice(2);
  const path = args.find((a) => !a.startsWith('--'));
  if (!path) {
    console.error('usage: npm run replay -- <support-snapshot.json> [--check]');
    process.exit(2);
  }
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
  if (args.includes('--check')) process.exit(diff.length ? 1 : 0);

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
