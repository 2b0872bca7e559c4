import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @pulseboard/api` writes a new SQL migration from src/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
