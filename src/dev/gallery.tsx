/**
 * Dev-only gallery (loaded only when `import.meta.env.DEV` and the path starts with /__gallery;
 * tree-shaken from the production build): every screen with sample ScreenViews in every theme.
 *
 *   /__gallery                                  index of samples × themes
 *   /__gallery?sample=<id>&theme=<theme>        one sample, full page
 *
 * Events the screens send are shown in a small panel (type only for values — no PII in logs).
 */
import { useState } from 'react';
import type { ScreenEvent } from '../../machines/screen-contract';
import { RootView } from '../root-view';
import type { ThemeName } from '../theme/themes';
import { SAMPLES, sampleShell } from './samples';

const THEMES: ThemeName[] = ['default', 'second', 'demo', 'legacy'];

function Index() {
  return (
    <div
      style={{ fontFamily: 'system-ui, sans-serif', padding: 32, maxWidth: 1100, margin: '0 auto' }}
    >
      <h1 style={{ marginTop: 0 }}>Screen gallery</h1>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'left', padding: 6 }}>Sample</th>
            {THEMES.map((th) => (
              <th key={th} style={{ textAlign: 'left', padding: 6 }}>
                {th}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SAMPLES.map((s) => (
            <tr key={s.id} style={{ borderTop: '1px solid #ddd' }}>
              <td style={{ padding: 6 }}>
                <code>{s.id}</code> — {s.label}
              </td>
              {THEMES.map((th) => (
                <td key={th} style={{ padding: 6 }}>
                  <a href={`/__gallery?sample=${s.id}&theme=${th}`}>open</a>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Gallery() {
  const params = new URLSearchParams(location.search);
  const sampleId = params.get('sample');
  const theme = (params.get('theme') as ThemeName | null) ?? 'default';
  const [last, setLast] = useState<ScreenEvent | null>(null);
  const sample = SAMPLES.find((s) => s.id === sampleId);
  if (!sample) return <Index />;
  const send = (e: ScreenEvent) => {
    console.info('[gallery] event', e.type);
    setLast(e);
  };
  return (
    <>
      <RootView shell={sampleShell(theme, sample.shell)} view={sample.view} send={send} />
      {last ? (
        <pre
          data-testid="gallery-last-event"
          style={{
            position: 'fixed',
            right: 8,
            bottom: 8,
            zIndex: 9999,
            margin: 0,
            padding: '6px 10px',
            maxWidth: 360,
            whiteSpace: 'pre-wrap',
            font: '12px/1.4 monospace',
            background: 'rgba(0,0,0,.78)',
            color: '#fff',
            borderRadius: 6,
          }}
        >
          {JSON.stringify(last)}
        </pre>
      ) : null}
    </>
  );
}
