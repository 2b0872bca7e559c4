// Writes a new SQL migration from the table files under src/db/schema/ with drizzle-kit.
// npm hoists drizzle-kit to the repository's node_modules but keeps drizzle-orm
// in api/node_modules, and drizzle-kit loads drizzle-orm with import(), which
// only looks upwards from its own folder. The link makes it findable for the run.
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hoisted = path.resolve(apiDir, '../node_modules/drizzle-orm');
const nested = path.join(apiDir, 'node_modules/drizzle-orm');
const link = !existsSync(hoisted) && existsSync(nested);

if (link) symlinkSync(nested, hoisted, 'dir');
try {
  execFileSync(path.resolve(apiDir, '../node_modules/.bin/drizzle-kit'), ['generate', ...process.argv.slice(2)], { cwd: apiDir, stdio: 'inherit' });
} finally {
  if (link) unlinkSync(hoisted);
}
