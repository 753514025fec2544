/**
 * Entry: the base Mantine styles the first screen needs (only the files used — STACK.md budget),
 * the shell styles, then either the app or, in development only, the screen gallery
 * (/__gallery…; `import.meta.env.DEV` is false in production, so the gallery is dropped).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Input.css';
import './shell/shell.css';
import './ui/screens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppElement } from './app';

const root = createRoot(document.getElementById('root')!);

if (import.meta.env.DEV && location.pathname.startsWith('/__gallery')) {
  void import('./dev/gallery').then(({ Gallery }) =>
    root.render(
      <StrictMode>
        <Gallery />
      </StrictMode>,
    ),
  );
} else {
  root.render(createAppElement());
}
