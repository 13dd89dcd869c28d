// Security headers with a Content-Security-Policy the web app runs under (no inline scripts, same-origin only).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year, as the HSTS preload list asks. */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

// Google's reCAPTCHA script and its frame, allowed only when that captcha is configured (CAPTCHA_PROVIDER).
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { dev: boolean; recaptcha?: boolean },
): Promise<void> {
  const google = (sources: string[]) => (opts.recaptcha ? sources : []);
  await app.register(helmet, {
    // Vite's dev server injects inline scripts and a websocket for hot reload; production needs none of that.
    contentSecurityPolicy: opts.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...google(RECAPTCHA_SCRIPTS)],
            // Style attributes in prerendered markup; stylesheets themselves are same-origin files.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            mediaSrc: ["'self'", 'blob:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            workerSrc: ["'self'", 'blob:'],
            manifestSrc: ["'self'"],
            objectSrc: ["'none'"],
            frameSrc: opts.recaptcha ? RECAPTCHA_FRAMES : ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    // Camera and microphone are for our own call screen only.
    permittedCrossDomainPolicies: false,
    // Nobody frames us (the CSP's frame-ancestors 'none' says the same to newer browsers).
    frameguard: { action: 'deny' },
    // HSTS only on answers that came over HTTPS (below): sent over plain HTTP on localhost in development it
    // would make the browser refuse that host's plain HTTP for a year.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(self), payment=()');
    // request.protocol honours X-Forwarded-Proto only with TRUST_PROXY, so a client cannot ask for it over HTTP.
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', `max-age=${HSTS_SECONDS}; includeSubDomains`);
    }
  });
}
