// Security headers with a Content-Security-Policy the web app runs under (no inline scripts, same-origin only).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance, opts: { dev: boolean }): Promise<void> {
  await app.register(helmet, {
    // Vite's dev server injects inline scripts and a websocket for hot reload; production needs none of that.
    contentSecurityPolicy: opts.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
            // Style attributes in prerendered markup; stylesheets themselves are same-origin files.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            mediaSrc: ["'self'", 'blob:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            workerSrc: ["'self'", 'blob:'],
            manifestSrc: ["'self'"],
            objectSrc: ["'none'"],
            frameSrc: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    // Camera and microphone are for our own call screen only.
    permittedCrossDomainPolicies: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(self), payment=()');
  });
}
