// The web build's step after its client and SSR builds (`npm run build -w packages/web` runs this file with tsx):
// renders every public page of both sites with the server's default configuration into
// packages/web/dist/prerendered/<site>/<page>.html, with a manifest holding the fingerprint of those inputs. A server
// started with other names (or in another year) renders its own pages at start instead (prerendered-pages.ts).
import { loadConfig } from '../../config.ts';
import { writePrerenderedPages } from './prerendered-pages.ts';

// The defaults, not this shell's environment: the build is the same wherever it runs.
const config = loadConfig({}, { NODE_ENV: 'development', LOG_LEVEL: 'silent' });
const started = performance.now();
const manifest = await writePrerenderedPages(config);
const sites = [...new Set(manifest.pages.map((page) => page.site))].join(' and ');
console.log(
  `Prerendered ${manifest.pages.length} pages of the ${sites} sites in ${Math.round(performance.now() - started)} ms (fingerprint ${manifest.fingerprint.slice(0, 12)})`,
);
