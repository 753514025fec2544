/**
 * Spanish (es-US) twin of ./en-support.ts: texts of the analyst tools and the support snapshot
 * (issue 13; src/shell/analyst-tools.tsx, screens/error-page.tsx).
 */
import type { Translation } from './translation';
import type { enSupport } from './en-support';

export const esSupport = {
  support: {
    tools: 'Herramientas de análisis',
    inspect: 'Inspeccionar',
    inspectShortcut: 'Alt+Shift+I',
    wsInspector: 'Transmitiendo a {{url}}',
    /** issue 20: a `?inspect=ws&inspectUrl=` target outside the build's VITE_INSPECT_WS_URLS. */
    wsRefused:
      'No se transmite a {{url}}: {{reason}}. En su lugar se usa el inspector de la página.',
    wsRefusedReason: {
      notListed:
        'no figura entre los servidores de inspección permitidos en esta compilación (VITE_INSPECT_WS_URLS)',
      insecure: 'ws:// solo se permite hacia esta computadora (localhost); use wss://',
      malformed: 'no es una dirección ws:// ni wss://',
    },
    download: 'Descargar la instantánea de soporte',
  },
} satisfies Translation<typeof enSupport>;
