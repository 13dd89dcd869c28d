// Security headers with a Content-Security-Policy the web app runs under (no inline scripts, same-origin only).
// helmet decides them from the options below once, at start: none depends on the request (no nonces), so every
// answer gets the same list. @fastify/helmet built helmet's whole middleware again on every request, options
// checked and the policy written out each time (docs/PERFORMANCE.md "Security headers once").
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
  const { set, removed } = helmetHeaders({
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
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet itself sets them: a header a route sets through the reply still wins.
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of set) raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(self), payment=()');
    // request.protocol honours X-Forwarded-Proto only with TRUST_PROXY, so a client cannot ask for it over HTTP.
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', `max-age=${HSTS_SECONDS}; includeSubDomains`);
    }
    done(null, payload);
  });
}

/** The headers helmet sets (and removes) with these options, read once from a response that records them. */
function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      set.push([name, value]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return { set, removed };
}
