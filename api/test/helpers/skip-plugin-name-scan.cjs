// A jest transform of fastify/lib/plugin-utils.js. Fastify names every plugin it registers, and one
// without a display name (each route file's plugin) is looked up by scanning `require.cache`. Under
// jest that cache is a proxy over every loaded module, ES modules turned from URLs into paths on each
// read: each lookup costs milliseconds, and the lookups of one app about 1.8 s, in every app a test
// builds. For the app's plugins the scan never matches (an ES module's cache entry exports its
// namespace, not the plugin function), so without it fastify gives them the names it gives them now.
const SCAN = 'const cache = require.cache';

module.exports = {
  process(source, filename) {
    if (!source.includes(SCAN)) throw new Error(`${filename} no longer reads require.cache as expected: review ${__filename}`);
    return { code: source.replace(SCAN, 'const cache = undefined') };
  },
};
