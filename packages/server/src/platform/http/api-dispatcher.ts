// GET /api?action=NAME and POST /api {action, data}: looks the action up in the shared registry, applies its
// gate, parses its input with its schema, and answers with the handler's fields in the envelope, or, when the
// handler returns a download (download.ts), with that file as an attachment.
import { type ActionSpec, CROSS_SITE_TEXT, type Gate } from '@rookery/shared/api/action.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { markAction, UNKNOWN_ACTION } from '../metrics/metrics.ts';
import { AppError } from './app-error.ts';
import { isDownload, sendDownload } from './download.ts';
import { inputErrorOf } from './input-error.ts';
import { checkInputText, wellFormed } from './input-text.ts';
import { isOwnOrigin } from './origin-check.ts';
import { getViewer, type Viewer } from './viewer.ts';

export interface ActionContext<I> {
  input: I;
  /** Null only for public actions. */
  viewer: Viewer | null;
  request: FastifyRequest;
}

type Registry = Record<string, ActionSpec>;

export type Handler<A extends ActionSpec> = (
  ctx: ActionContext<z.output<A['input']>> & { viewer: A['gate'] extends 'public' ? Viewer | null : Viewer },
) => Promise<NonNullable<A['output']>>;

export type Handlers<R extends Registry> = { [N in keyof R]: Handler<R[N]> };

/** Throws the RULES.md "Reads and writes" refusal for a caller that does not pass the gate. */
export function checkGate(gate: Gate, viewer: Viewer | null): void {
  if (gate === 'public') return;
  if (!viewer) throw new AppError('UNAUTHORIZED');
  if (gate === 'member' && (!viewer.verified || !viewer.acceptTc)) throw new AppError('FORBIDDEN');
}

/**
 * A GET with side effects that a browser says another site sent (a link, an image tag, a script) is refused, unless
 * it names one of our own origins (ALLOWED_ORIGINS). Same-origin, same-site, none (typed, bookmarked) and no header
 * at all (the mobile app, older browsers) pass: the header cannot be set by a page, only by the browser.
 */
function checkCrossSite(request: FastifyRequest, allowedOrigins: string[]): void {
  if (request.headers['sec-fetch-site'] !== 'cross-site') return;
  const origin = request.headers.origin;
  if (origin !== undefined && isOwnOrigin(origin, request, allowedOrigins)) return;
  throw new AppError('FORBIDDEN', CROSS_SITE_TEXT);
}

function toInput(raw: unknown): unknown {
  // A bare string ("App" for deleteaccount) or nothing at all is passed to the schema as it is.
  return raw === undefined || raw === null ? {} : raw;
}

export function registerApi<R extends Registry>(
  app: FastifyInstance,
  registry: R,
  handlers: Partial<Handlers<R>>,
  options: { allowedOrigins?: string[] } = {},
) {
  const allowedOrigins = options.allowedOrigins ?? [];
  const missing = Object.keys(registry).filter((name) => !handlers[name]);
  if (missing.length > 0) throw new Error(`/api actions without a handler: ${missing.join(', ')}`);

  // The published contract is checked against the real answers in every server test, never in production.
  const checkOutputs = process.env.NODE_ENV === 'test';

  async function dispatch(name: unknown, raw: unknown, method: 'GET' | 'POST', request: FastifyRequest) {
    if (typeof name !== 'string' || !Object.hasOwn(registry, name)) {
      markAction(request, UNKNOWN_ACTION);
      throw new AppError('NOT_FOUND');
    }
    markAction(request, name);
    const spec = registry[name] as ActionSpec;
    // Writes only by POST, so that a link or an image tag can never change anything.
    if (spec.method === 'POST' && method === 'GET') throw new AppError('NOT_FOUND');
    if (spec.sideEffects && method === 'GET') checkCrossSite(request, allowedOrigins);
    // Public actions skip the session lookup; one that cares may still call getViewer(request).
    const viewer = spec.gate === 'public' ? null : await getViewer(request);
    checkGate(spec.gate, viewer);
    const bad = checkInputText(raw);
    if (bad) throw new AppError('BAD_INPUT', bad);
    const parsed = spec.input.safeParse(toInput(typeof raw === 'string' ? wellFormed(raw) : raw));
    if (!parsed.success) throw new AppError('BAD_INPUT', inputErrorOf(parsed.error));
    const handler = handlers[name] as Handler<ActionSpec>;
    const output = await handler({ input: parsed.data, viewer: viewer as Viewer, request });
    if (checkOutputs && !isDownload(output)) checkOutput(name, spec.outputSchema, output);
    return output;
  }

  // Refusals were thrown above and stay envelopes; only a handler's own answer may be a file (an action whose
  // contract output is `object`, as exportdata's, may return download(...)).
  function answer(reply: FastifyReply, output: object) {
    return isDownload(output) ? sendDownload(reply, output) : { success: true, ...output };
  }

  app.get('/api', async (request, reply) => {
    const { action, ...rest } = request.query as Record<string, unknown>;
    return answer(reply, await dispatch(action, rest, 'GET', request));
  });

  app.post('/api', async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new AppError(
        'BAD_INPUT',
        'The request body must be a JSON object: {"action": "...", "data": {...}}.',
      );
    }
    const { action, data } = body as { action?: unknown; data?: unknown };
    return answer(reply, await dispatch(action, data, 'POST', request));
  });
}

/** Fails loudly (a 500 and a thrown error in the test's log) when an answer breaks the action's output schema. */
function checkOutput(name: string, schema: z.ZodType, output: object) {
  const checked = schema.safeParse(output);
  if (checked.success) return;
  throw new Error(
    `/api ${name} answered outside its contract's output schema: ${z.prettifyError(checked.error)}`,
  );
}
