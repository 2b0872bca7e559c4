import { readFileSync } from 'node:fs';

/** The API package version (api/package.json, from src/ or dist/ alike). */
export const API_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
