import { register } from 'node:module';

// `node --import` this file to run the TypeScript sources as they are (test/helpers/server-process.ts).
register('./ts-loader.mjs', import.meta.url);
