// npm run dev: the web app through Vite's middleware on the server's own port, with hot reload.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { TemplateSource } from './site-pages.ts';

export async function attachViteDev(app: FastifyInstance, config: Config): Promise<TemplateSource> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: config.webRoot,
    configFile: path.join(config.webRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  const indexFile = path.join(config.webRoot, 'index.html');
  return {
    // Read on each request so edits to index.html show without a restart.
    template: (url) => vite.transformIndexHtml(url, readFileSync(indexFile, 'utf8')),
  };
}
