/**
 * Development page /__replay (issue 13, docs/analysts.md "Developers"): loads a support snapshot
 * (served at /__replay/snapshot.json by `npm run replay -- FILE`, or picked with the file input),
 * replays it into a fresh root actor over the recorded answers (inspector/replay-session.ts) and
 * then shows the app on the replayed screen and modal. Not part of the production build
 * (`import.meta.env.DEV` in src/main.tsx).
 */
import { createRoot, type Root } from 'react-dom/client';
import { compareReplay, replaySupportSnapshot } from '../../inspector/replay-session';
import { parseSupportSnapshot } from '../../inspector/support-snapshot';
import { createAppElement } from '../app';

async function replayInto(root: Root, json: string) {
  const file = parseSupportSnapshot(json);
  const result = await replaySupportSnapshot(file);
  const diff = compareReplay(file.state, result.state);
  console.info(
    diff.length
      ? `replay differs from the recording in: ${diff.join(', ')}; missing answers: ${result.missing.join(', ') || 'none'}`
      : `replayed ${file.events.length} events to ${result.state.path} (${result.state.screen}, modal ${result.state.modal ?? 'none'})`,
  );
  const { element } = createAppElement({
    start: () => ({ actor: result.actor, recorder: result.recorder }),
  });
  root.render(element);
}

/** Mounts the replay page on `el`. */
export async function startReplayPage(el: HTMLElement) {
  const root = createRoot(el);
  const served = await fetch('/__replay/snapshot.json').catch(() => null);
  if (served?.ok) return replayInto(root, await served.text());
  root.render(
    <main className="w-main">
      <h1>Replay a support snapshot</h1>
      <label>
        Support snapshot (JSON){' '}
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            if (f) void f.text().then((text) => replayInto(root, text));
          }}
        />
      </label>
    </main>,
  );
}
