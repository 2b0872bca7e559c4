import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w @pulseboard/api` writes a new SQL migration from the
 * schema files: the product's tables (one file per area under src/db/schema/) and the sandbox's.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/*.ts', './src/sandbox/google/schema.ts', './src/sandbox/stripe/schema.ts'],
  out: './drizzle',
});
