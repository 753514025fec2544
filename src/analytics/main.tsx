/**
 * Entry of the analysts' journey map (issue 25, analytics.html → /analytics): its own chunk, so
 * the wizard's entry carries none of it. Mantine with the page's CSP nonce (src/csp-nonce.ts).
 */
import '@mantine/core/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cspNonce, shareCspNonce } from '../csp-nonce';
import { AnalyticsApp } from './app';

shareCspNonce();
// Mantine asks for a string; without the meta (the Vite dev server) undefined adds no nonce.
const styleNonce = cspNonce as () => string;
// Shade 8 keeps filled buttons and light badges above 4.5:1 contrast (as the wizard's themes).
const theme = createTheme({ primaryShade: 8 });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} getStyleNonce={styleNonce} defaultColorScheme="light">
      <AnalyticsApp />
    </MantineProvider>
  </StrictMode>,
);
