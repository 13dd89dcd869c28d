// A local stand-in for the remote image generators (node:http on 127.0.0.1): Stability AI's v1 text-to-image,
// OpenAI's image generations and AUTOMATIC1111's txt2img and progress. It checks requests as the real services
// do (key, required fields) and answers with a PNG. Words in the prompt pick a failure: "[filtered]" (content
// filter), "[crash]" (500), "[slow]" (no answer for 3 s), "[garbage]" (bytes that are not a picture), "[explicit]"
// (a picture the explicit-image shield flags at the tests' threshold: its skin-toned fixture; else its landscape).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { LANDSCAPE, SKIN, shieldFixture } from '../../shield/testing/shield-fixtures.ts';

export const STAND_IN_KEYS = { stability: 'sk-stability-test', openai: 'sk-openai-test' };

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startGeneratorStandIn() {
  // The shield's fixtures (never downloaded): the landscape passes it at the tests' threshold, the skin one does not.
  const picture1024 = (name: typeof SKIN | typeof LANDSCAPE) =>
    sharp(shieldFixture(name)).resize(1024, 1024, { fit: 'fill' }).png().toBuffer();
  const png = await picture1024(LANDSCAPE);
  const explicit = await picture1024(SKIN);
  const seen: SeenRequest[] = [];
  let a1111Progress = 0;

  function picture(prompt: string): string {
    if (prompt.includes('[garbage]')) return Buffer.from('not a png').toString('base64');
    return (prompt.includes('[explicit]') ? explicit : png).toString('base64');
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = request.method === 'POST' ? await readJson(request) : {};
      const authorization = request.headers.authorization;
      seen.push({ method: request.method ?? '', path: url.pathname, authorization, body });

      const stability = url.pathname.match(/^\/v1\/generation\/([\w.-]+)\/text-to-image$/);
      if (request.method === 'POST' && stability) {
        if (authorization !== `Bearer ${STAND_IN_KEYS.stability}`) {
          return json(response, 401, {
            id: 'x',
            name: 'unauthorized',
            message: 'Incorrect API key provided',
          });
        }
        const prompts = body.text_prompts;
        const text = Array.isArray(prompts) ? String((prompts[0] as { text?: unknown })?.text ?? '') : '';
        const presetOk = ['comic-book', 'fantasy-art', 'digital-art'].includes(String(body.style_preset));
        if (!text || !presetOk || body.samples !== 1 || typeof body.width !== 'number') {
          return json(response, 400, {
            name: 'invalid_body',
            message: 'text_prompts, style_preset, width, samples',
          });
        }
        if (text.includes('[crash]'))
          return json(response, 500, { name: 'internal', message: 'engine crashed' });
        // time passes: a slow generator is what `[slow]` asks for
        if (text.includes('[slow]')) await wait(3000);
        const finishReason = text.includes('[filtered]') ? 'CONTENT_FILTERED' : 'SUCCESS';
        return json(response, 200, { artifacts: [{ base64: picture(text), seed: 1, finishReason }] });
      }

      if (request.method === 'POST' && url.pathname === '/v1/images/generations') {
        if (authorization !== `Bearer ${STAND_IN_KEYS.openai}`) {
          return json(response, 401, {
            error: {
              message: 'Incorrect API key provided',
              type: 'invalid_request_error',
              code: 'invalid_api_key',
            },
          });
        }
        const prompt = String(body.prompt ?? '');
        const dalle = String(body.model).startsWith('dall-e');
        // As the real service: gpt-image-1 refuses response_format; DALL·E answers URLs unless asked for b64_json.
        if (!dalle && 'response_format' in body) {
          return json(response, 400, {
            error: { message: "Unknown parameter: 'response_format'.", code: 'unknown_parameter' },
          });
        }
        if ((dalle && body.response_format !== 'b64_json') || !prompt || body.size !== '1024x1024') {
          return json(response, 400, { error: { message: 'bad request', code: 'invalid_value' } });
        }
        if (prompt.includes('[filtered]')) {
          return json(response, 400, {
            error: {
              message: 'Your request was rejected as a result of our safety system.',
              code: 'content_policy_violation',
            },
          });
        }
        if (prompt.includes('[crash]'))
          return json(response, 500, { error: { message: 'The server had an error' } });
        return json(response, 200, { created: 1, data: [{ b64_json: picture(prompt) }] });
      }

      if (request.method === 'GET' && url.pathname === '/sdapi/v1/progress') {
        return json(response, 200, { progress: a1111Progress, eta_relative: 1, state: {} });
      }
      if (request.method === 'POST' && url.pathname === '/sdapi/v1/txt2img') {
        const prompt = String(body.prompt ?? '');
        if (
          !prompt ||
          typeof body.steps !== 'number' ||
          typeof body.width !== 'number' ||
          typeof body.negative_prompt !== 'string'
        ) {
          return json(response, 422, { detail: 'prompt, negative_prompt, steps, width, height' });
        }
        if (prompt.includes('[crash]'))
          return json(response, 500, { error: 'RuntimeError', detail: 'CUDA out of memory' });
        for (const step of [0.25, 0.5, 0.75]) {
          a1111Progress = step;
          // time passes: the stand-in generates step by step, as the real one reports its progress
          await wait(60);
        }
        a1111Progress = 0;
        return json(response, 200, { images: [picture(prompt)], parameters: {}, info: '{}' });
      }
      json(response, 404, { detail: 'Not Found' });
    })().catch((err: unknown) => json(response, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
