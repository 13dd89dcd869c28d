// deploy/nginx.conf.template rendered with the topology's ports (the same ${ROOKERY_*} names the nginx image fills
// from its environment), inside a small main configuration that keeps every nginx file in the run's folder.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(ROOKERY_[A-Z_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template names ${whole}, which has no value`);
    return value;
  });
}

/** Writes nginx.conf into `dir` and answers its path (run it with `nginx -p dir -c that -e dir/error.log`). */
export function writeNginxConfig(
  root: string,
  dir: string,
  values: { listen: string; appA: string; appB: string; accessLog: string },
): string {
  const template = readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8');
  const servers = path.join(dir, 'app-servers.conf');
  writeFileSync(servers, `server ${values.appA};\nserver ${values.appB};\n`);
  // Plain HTTP on localhost: no TLS lines (tls-front.test.ts runs the TLS front).
  const siteTls = path.join(dir, 'site-tls.conf');
  writeFileSync(siteTls, '');
  const site = renderTemplate(template, {
    ROOKERY_SERVERS: servers,
    ROOKERY_SITE_TLS: siteTls,
    ROOKERY_LISTEN: values.listen,
    ROOKERY_APP_A: values.appA,
    ROOKERY_APP_B: values.appB,
    ROOKERY_ACCESS_LOG: values.accessLog,
  });
  writeFileSync(path.join(dir, 'rookery.conf'), site);
  return writeNginxMain(dir, { http: [path.join(dir, 'rookery.conf')] });
}

/**
 * nginx's main configuration keeping every nginx file in `dir`, including the given files in `http {}` and (with
 * the stream module, loaded when Debian ships it as a module of its own) in `stream {}`; answers its path.
 */
export function writeNginxMain(
  dir: string,
  includes: { http: string[]; stream?: string[]; streamModule?: string },
) {
  const main = [
    includes.streamModule ? `load_module ${includes.streamModule};` : '',
    'daemon off;',
    'worker_processes 1;',
    // As root, nginx's workers would run as nobody, who cannot write the run's folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`,
    ),
    ...includes.http.map((file) => `  include ${file};`),
    '}',
    ...(includes.stream ? ['stream {', ...includes.stream.map((file) => `  include ${file};`), '}'] : []),
    '',
  ].join('\n');
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}
