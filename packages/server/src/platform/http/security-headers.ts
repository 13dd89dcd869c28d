// Security headers with a Content-Security-Policy the web app runs under (no inline scripts, same-origin only).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(self), payment=()');
  });
}
