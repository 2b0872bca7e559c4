import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '@pulseboard/shared/contracts';
import { ENTRY_VERSION_PARAM, REMOTE_ENTRY_FILE, remoteDistDir, remoteEntries, type RemoteEntries } from '../../lib/remote-entries.js';
import { shellPage } from '../../lib/shell-page.js';
import { dashboardPageRequests, VIEWPORT_HEIGHT_HINT } from '../../dashboards/page-requests.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each remote's entry as pages are given it, versioned where this API serves the remote. */
    remoteEntries: RemoteEntries;
  }
}

/** The script client sites load beside an embedded dashboard, and the bundle it loads for the script embed (docs/embedding.md). */
const EMBED_SCRIPT = 'embed.js';
const EMBED_ELEMENTS_DIR = 'embed-elements';

/**
 * Files other pages name by a stable address, so they must be revalidated on
 * every load: the shell's page, each remote's entry (unless asked for by the
 * version it has now, see remote-entries.ts), the embed script and the entry
 * it loads (embed-elements/main.js). Every other file, the shell's own entry
 * chunk included, carries a content hash and never changes.
 */
const REVALIDATED_FILES = new Set(['index.html', 'main.js', REMOTE_ENTRY_FILE, EMBED_SCRIPT]);
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that belong to the server: an unknown one is a JSON 404, never the shell. */
const SERVER_PREFIXES = ['/api', '/remotes', '/healthz', '/readyz', '/broadcasting'];

/** The file a pre-compressed copy stands for: main.js.br is main.js. */
const originalName = (filePath: string) => path.basename(filePath).replace(/\.(br|gz)$/, '');

/**
 * Static headers of one front end's files. `loadedByOtherSites` picks the files a client's page
 * loads for an embedded dashboard (every remote file, the host's embed scripts): the security
 * headers' same-origin resource policy would block them there, and any page may read them with
 * CORS. They are the same public files every visitor gets. `currentEntry` says whether a request
 * for a remote's entry named the version it has now.
 */
function staticOptions(loadedByOtherSites: (filePath: string) => boolean, currentEntry: (reply: FastifyReply) => boolean = () => false) {
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    const name = originalName(filePath);
    const kept = !REVALIDATED_FILES.has(name) || (name === REMOTE_ENTRY_FILE && currentEntry(reply));
    reply.header('cache-control', kept ? IMMUTABLE : NO_CACHE);
    if (!loadedByOtherSites(filePath)) return;
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('access-control-allow-origin', '*');
  };
  // The front-end builds ship .br and .gz copies; the best one the client accepts is sent.
  return { wildcard: true, cacheControl: false, dotfiles: 'ignore', preCompressed: true, setHeaders } as const;
}

const versionAskedFor = (reply: FastifyReply) => (reply.request.query as Record<string, unknown> | undefined)?.[ENTRY_VERSION_PARAM];

function wantsShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function notBuilt(reply: FastifyReply, what: string) {
  return reply.code(404).type('text/plain; charset=utf-8').send(`${what} is not built. Run \`npm run build\` and restart the server.`);
}

/**
 * Serves the shell at / (with the SPA fallback: any page URL answers
 * index.html, naming its area's remote entry, and the client router takes over) and each remote at
 * /remotes/<name>/. A missing dist directory is reported, not fatal, so the
 * API runs while a front end is still being built.
 */
export default fp(
  async (app) => {
    const { webRoot } = app.config;
    const entries = remoteEntries(app.config);
    app.decorate('remoteEntries', entries);
    const hostDir = path.join(webRoot, 'host', 'dist');
    const hostBuilt = existsSync(path.join(hostDir, 'index.html'));

    if (hostBuilt) {
      const embedFile = (filePath: string) => originalName(filePath) === EMBED_SCRIPT || path.relative(hostDir, filePath).startsWith(`${EMBED_ELEMENTS_DIR}${path.sep}`);
      await app.register(fastifyStatic, { root: hostDir, prefix: '/', index: 'index.html', ...staticOptions(embedFile) });
    } else {
      app.log.warn(`${hostDir}/index.html is missing: the web app is not served until the host is built`);
    }

    for (const name of REMOTE_NAMES) {
      const dir = remoteDistDir(webRoot, name);
      const prefix = `/remotes/${name}/`;
      if (existsSync(dir)) {
        const currentEntry = (reply: FastifyReply) => entries.isCurrent(name, versionAskedFor(reply));
        await app.register(fastifyStatic, { root: dir, prefix, index: false, decorateReply: false, ...staticOptions(() => true, currentEntry) });
      } else {
        app.log.warn(`${dir} is missing: the ${name} remote is not served until it is built`);
        app.get(`${prefix}*`, { schema: { hide: true } }, (_request, reply) => notBuilt(reply, `The ${name} front end`));
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (!wantsShell(request)) return reply.code(404).send({ message: 'Not Found' });
      if (!hostBuilt) return notBuilt(reply, 'The web app');
      const page = await shellPage(hostDir, request.url, entries, await dashboardPageRequests(app, request.url, request.headers[VIEWPORT_HEIGHT_HINT]));
      // The viewport's height comes with the next pages the browser asks for: a report view's first data can then be named by its page.
      return reply.header('cache-control', NO_CACHE).header('accept-ch', VIEWPORT_HEIGHT_HINT).header('vary', VIEWPORT_HEIGHT_HINT).type('text/html; charset=utf-8').send(page);
    });
  },
  // After the error handler, so the remotes' routes answer errors in the API's shape.
  { name: 'front-ends', dependencies: ['error-handler'] },
);
