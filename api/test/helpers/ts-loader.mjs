import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

/**
 * Node module hooks that let jest's global setup (which runs outside jest's
 * module system) and server processes started from the sources
 * (helpers/server-process.ts) import the TypeScript sources: './x.js' falls
 * back to './x.ts', and .ts files are compiled by swc like jest's own transform.
 */
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('.') || !specifier.endsWith('.js')) throw error;
    return nextResolve(specifier.replace(/\.js$/, '.ts'), context);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = await transform(await readFile(filename, 'utf8'), {
    filename,
    // JSON fixtures are imported `with { type: 'json' }`, which Node requires to keep.
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022', experimental: { keepImportAttributes: true } },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
