/**
 * English texts of the analyst tools and the support snapshot (issue 13; src/shell/analyst-tools.tsx,
 * screens/error-page.tsx).
 */
export const enSupport = {
  support: {
    tools: 'Analyst tools',
    inspect: 'Inspect',
    inspectShortcut: 'Alt+Shift+I',
    wsInspector: 'Streaming to {{url}}',
    /** issue 20: a `?inspect=ws&inspectUrl=` target outside the build's VITE_INSPECT_WS_URLS. */
    wsRefused: 'Not streaming to {{url}}: {{reason}}. The in-page inspector is used instead.',
    wsRefusedReason: {
      notListed: 'not in this build’s allowed inspector servers (VITE_INSPECT_WS_URLS)',
      insecure: 'ws:// is allowed only to this computer (localhost); use wss://',
      malformed: 'not a ws:// or wss:// address',
    },
    download: 'Download support snapshot',
  },
} as const;
