/**
 * English texts of the network notices (issue 8 "saving that survives a bad network"; to be merged
 * into src/i18n/en.ts). `network.retrying`: the page shell's polite live region while a save is
 * retried after a network error or a 502/503/504 answer (src/shell/page-shell.tsx).
 */
export const enNetwork = {
  network: {
    retrying: 'Connection problem — retrying…',
  },
} as const;
