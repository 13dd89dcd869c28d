// The installable web app: the manifest, the service worker script with the build's id in it,
// the offline page it keeps, and /build.json, which an open /app tab asks to learn that a new build is deployed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_BUILD_PATH, DEV_BUILD_ID, SERVICE_WORKER } from '@rookery/shared/installable-app.ts';
import { APP_THEME } from '@rookery/shared/site-looks.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { offlinePage } from './offline-page.ts';

const buildIds = new Map<string, string>();

/**
 * The id of the web build being served: the start of the hash of the built index.html, which names every entry
 * chunk by its content hash, so any change to the app's code changes it. 'dev' under Vite or with no build.
 */
export function webBuildId(config: Config): string {
  if (config.viteDev) return DEV_BUILD_ID;
  const file = path.join(config.webDist, 'index.html');
  const known = buildIds.get(file);
  if (known) return known;
  const id = existsSync(file)
    ? createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12)
    : DEV_BUILD_ID;
  buildIds.set(file, id);
  return id;
}

export function webAppManifest(config: Config) {
  const { product } = config.brand;
  return {
    id: '/app',
    name: product,
    short_name: product,
    description: `${product}: dating that puts personality before photos.`,
    start_url: '/app',
    // As the service worker's: '/app/' would leave out the start address itself.
    scope: SERVICE_WORKER.scope,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: APP_THEME.themeColor,
    background_color: APP_THEME.backgroundColor,
    categories: ['social', 'lifestyle'],
    icons: [
      { src: '/icons/rookery-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/rookery-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/rookery-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/rookery.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** The service worker's source: the built copy (public/ is copied into dist), else the source tree's. */
function workerSource(config: Config): string {
  const built = path.join(config.webDist, 'sw.js');
  return readFileSync(existsSync(built) ? built : path.join(config.webRoot, 'public', 'sw.js'), 'utf8');
}

export function registerInstallableApp(app: FastifyInstance, config: Config): void {
  const manifest = JSON.stringify(webAppManifest(config));
  const offline = offlinePage(config.brand.product);

  app.get('/app.webmanifest', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/manifest+json').send(manifest),
  );

  // The first line names the build, so every deployment changes the script's bytes: browsers install the new
  // worker, which fetches the new offline page, and an open tab's "update available" banner follows.
  // no-cache: the browser checks the script at each navigation instead of trusting a cached copy.
  app.get(SERVICE_WORKER.path, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(`// build ${webBuildId(config)}\n${workerSource(config)}`),
  );

  app.get('/offline.html', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(offline),
  );

  app.get(APP_BUILD_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ build: webBuildId(config) }),
  );
}
