import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCES = fileURLToPath(new URL('../../src/', import.meta.url));
/** The folders app.ts hands to @fastify/autoload. */
const AUTOLOADED = ['plugins/external', 'plugins/app', 'routes'];

let imported: Promise<void> | undefined;

async function importEach(folder: string) {
  const entries = await readdir(path.join(SOURCES, folder), { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files.sort()) await import(pathToFileURL(file).href);
}

/**
 * Imports every module the app autoloads, one at a time. Autoload imports a
 * folder's modules all at once, which jest's ESM loader cannot link when
 * they share a dependency (jestjs/jest#11434); imported first here, they are
 * already in the test file's module registry when autoload asks.
 */
export function importAutoloadedModules(): Promise<void> {
  imported ??= (async () => {
    for (const folder of AUTOLOADED) await importEach(folder);
  })();
  return imported;
}
