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
    download: 'Download support snapshot',
  },
} as const;
