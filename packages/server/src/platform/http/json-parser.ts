// JSON bodies: Fastify's safe parser (prototype poisoning refused), with an empty body read as "no data".
import type { FastifyInstance } from 'fastify';

export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
