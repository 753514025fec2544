/**
 * `npm run inspect-server`: the WebSocket inspector server for the analyst mode's
 * `?inspect=ws&inspectUrl=ws://<this host>:<port>` (docs/analysts.md): it receives the (redacted)
 * inspection events of a wizard session on another machine and shows them in the Stately
 * inspector, opened in this machine's browser. INSPECT_PORT sets the port (default 8080).
 */
import { createInspectorServer } from '@statelyai/inspect/server';

const port = Number(process.env.INSPECT_PORT ?? 8080);
createInspectorServer({ port, autoOpen: process.env.INSPECT_OPEN !== '0' });
console.info(
  `inspector server on ws://0.0.0.0:${port} (the wizard: ?inspect=ws&inspectUrl=ws://<host>:${port})`,
);
