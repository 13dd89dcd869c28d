// Compression of page responses (built assets are compressed at build time and served as .br/.gz files).
// Pages differ only by site, path and origin, so each compressed body is kept for reuse, within a bound.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

export type PageEncoding = 'br' | 'gzip';

/** Smaller bodies are not worth a compression pass. */
const MIN_BYTES = 1024;
/** Distinct (page, origin, encoding) bodies kept; origins come from a fixed list (site-pages.ts originOf). */
const MAX_ENTRIES = 256;

export function preferredEncoding(request: FastifyRequest): PageEncoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Compression passes made by this process (tests read it to see that a flood of odd Host headers costs none). */
export const pageCompressionStats = { compressions: 0 };

export function createPageCompressor() {
  const cache = new Map<string, Buffer>();
  /** `key` names the page and origin the html was made for (the same key always means the same html). */
  return (
    key: string,
    html: string,
    encoding: PageEncoding | null,
  ): { body: string | Buffer; encoding: PageEncoding | null } => {
    if (!encoding || html.length < MIN_BYTES) return { body: html, encoding: null };
    const cacheKey = `${encoding} ${key}`;
    let body = cache.get(cacheKey);
    if (!body) {
      pageCompressionStats.compressions += 1;
      body =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(html, { level: 9 });
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(cacheKey, body);
    }
    return { body, encoding };
  };
}
