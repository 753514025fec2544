/**
 * Spanish (es-US) twin of ./en-network.ts: texts of the network notices (issue 8 "saving that
 * survives a bad network"). `network.retrying`: the page shell's polite live region while a save is
 * retried after a network error or a 502/503/504 answer (src/shell/page-shell.tsx).
 */
import type { Translation } from './translation';
import type { enNetwork } from './en-network';

export const esNetwork = {
  network: {
    retrying: 'Problema de conexión: reintentando…',
  },
} satisfies Translation<typeof enNetwork>;
