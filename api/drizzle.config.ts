import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w @pulseboard/api` writes a new SQL migration from the
 * schema files: the product's tables, the rate limits', the paid providers'
 * kept answers, the embedding settings, the sandbox's.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/limits-schema.ts', './src/db/source-answers-schema.ts', './src/db/embedding-schema.ts', './src/sandbox/google/schema.ts', './src/sandbox/stripe/schema.ts'],
  out: './drizzle',
});
