// JSON bodies: Fastify's safe parser (prototype poisoning refused), with an empty body read as "no data".
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { checkInputText, wellFormed } from './input-text.ts';

export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    parseJson(request, text, (err, parsed) => {
      if (err) return done(err, undefined);
      // Every JSON route (/signin as much as /api) gets text the database can store.
      const bad = checkInputText(parsed);
      if (bad) return done(new AppError('BAD_INPUT', bad), undefined);
      done(null, typeof parsed === 'string' ? wellFormed(parsed) : parsed);
    });
  });
}
