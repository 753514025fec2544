/**
 * `npm run inspect-server`: the WebSocket inspector server for the analyst mode's
 * `?inspect=ws` (docs/analysts.md): it receives the (redacted) inspection events of a wizard
 * session and shows them in the Stately inspector, opened in this machine's browser.
 * INSPECT_PORT sets the port (default 8090, apart from the wizard's own 8080).
 *
 * The wizard streams only to a URL of its build's allow-list (VITE_INSPECT_WS_URLS, issue 20;
 * default: this server on loopback, ws://127.0.0.1:8090, ws://localhost:8090, ws://[::1]:8090),
 * and only over wss:// to any other host: to watch from another machine, put a TLS proxy in front
 * of this port and build the wizard with that wss:// URL listed. The server itself listens on
 * every interface and relays what it receives to every client that connects: keep the port
 * firewalled to the machines that should watch.
 */
import { createInspectorServer } from '@statelyai/inspect/server';

const port = Number(process.env.INSPECT_PORT ?? 8090);
createInspectorServer({ port, autoOpen: process.env.INSPECT_OPEN !== '0' });
console.info(
  `inspector server on port ${port}: open the wizard with ?inspect=ws (streams to ws://127.0.0.1:${port} by default; ` +
    `another URL must be listed in VITE_INSPECT_WS_URLS at build time and in the server's INSPECT_WS_ORIGINS)`,
);
