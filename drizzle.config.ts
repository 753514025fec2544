/** drizzle-kit configuration: `npx drizzle-kit generate` writes server/db/migrations from the schema. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
