// Production topology: HTTPS and TURN over TLS on one port (deploy/nginx-tls.stream.template in front of
// deploy/nginx.conf.template, as deploy/compose.yaml runs them), so a person behind a firewall that lets only HTTPS
// out can still make a call, and the session cookie (Secure, __Host-) works. Real nginx, real coturn and a real
// Rookery server: a page and the API over HTTPS through the front, with the client's own address reaching the
// server (not the front's, or every limit would count nginx); a TURN allocation and relayed data over TLS through
// the same port (coturn's own test client); plain HTTP answered with a redirect to HTTPS.
// Needs nginx with its stream module and coturn (.ci/run installs both); skipped where they are missing.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTemplate, writeNginxMain } from '../../../../e2e/topology/nginx.ts';
import { selfSignedCert } from '../testing/self-signed.ts';
import { listenOnce } from '../testing/socket-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { freePort } from './testing/server-child.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const STREAM_MODULE = '/usr/lib/nginx/modules/ngx_stream_module.so';
const has = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
/** Debian builds the stream module as a module of its own (libnginx-mod-stream); nginx.org's builds it in. */
const dynamicStream =
  has('nginx') && /--with-stream=dynamic/.test(spawnSync('nginx', ['-V']).stderr.toString());
const ready =
  has('nginx') &&
  has('turnserver') &&
  has('turnutils_uclient') &&
  (!dynamicStream || existsSync(STREAM_MODULE));

const TURN_NAME = 'turn.rookery.localhost';
const SECRET = 'tls-front-turn-secret';

describe.skipIf(!ready)('HTTPS and TURN over TLS on one port (nginx and coturn)', () => {
  let dir = '';
  let server: TestServer;
  const children: ChildProcess[] = [];
  let front = 0;
  let plain = 0;
  let ca = '';

  function run(name: string, command: string, args: string[]): ChildProcess {
    const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    child.on('exit', (code) => {
      if (code) process.stderr.write(`${name} exited ${code}: ${out.join('')}\n`);
    });
    children.push(child);
    return child;
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rookery-tls-front-'));
    server = await startTestServer({ TRUST_PROXY: '1' });
    const app = new URL(await listenOnce(server)).host;
    const tls = selfSignedCert(dir, ['rookery.localhost', TURN_NAME, '127.0.0.1']);
    ca = tls.cert;
    const [turnPort, site, turnHop] = [await freePort(), await freePort(), await freePort()];
    [front, plain] = [await freePort(), await freePort()];

    run('coturn', 'turnserver', [
      '-c',
      path.join(root, 'deploy/turnserver.conf'),
      `--static-auth-secret=${SECRET}`,
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      '--allowed-peer-ip=127.0.0.1',
      // The test client's two allocations relay to each other on loopback, which coturn refuses by default.
      '--allow-loopback-peers',
      `--listening-port=${turnPort}`,
      '--min-port=29300',
      '--max-port=29399',
      '--no-tls',
      '--no-dtls',
      `--pidfile=${path.join(dir, 'turnserver.pid')}`,
      '--log-file=stdout',
    ]);

    // The files of deploy/, with the compose volumes' paths swapped for this run's.
    const servers = path.join(dir, 'app-servers.conf');
    writeFileSync(servers, `server ${app};\n`);
    const siteTls = path.join(dir, 'site-tls.conf');
    writeFileSync(
      siteTls,
      readFileSync(path.join(root, 'deploy/nginx-site-tls.conf'), 'utf8')
        .replace('/certs/site.pem', tls.certFile)
        .replace('/certs/site.key', tls.keyFile),
    );
    const http = renderTemplate(readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8'), {
      ROOKERY_LISTEN: `127.0.0.1:${site} ssl proxy_protocol`,
      ROOKERY_SITE_TLS: siteTls,
      ROOKERY_SERVERS: servers,
      ROOKERY_APP_A: app,
      ROOKERY_APP_B: app,
      ROOKERY_ACCESS_LOG: path.join(dir, 'access.log'),
    });
    const redirect = readFileSync(path.join(root, 'deploy/nginx-redirect.conf'), 'utf8').replace(
      'listen 80;',
      `listen 127.0.0.1:${plain};`,
    );
    const stream = renderTemplate(readFileSync(path.join(root, 'deploy/nginx-tls.stream.template'), 'utf8'), {
      ROOKERY_TLS_LISTEN: `127.0.0.1:${front}`,
      ROOKERY_SITE: `127.0.0.1:${site}`,
      ROOKERY_TURN_HOP: `127.0.0.1:${turnHop}`,
      ROOKERY_TURN_NAME: TURN_NAME,
      ROOKERY_TURN_TCP: `127.0.0.1:${turnPort}`,
      ROOKERY_TURN_CERT: tls.certFile,
      ROOKERY_TURN_KEY: tls.keyFile,
    });
    writeFileSync(path.join(dir, 'http.conf'), `${http}\n${redirect}`);
    writeFileSync(path.join(dir, 'stream.conf'), stream);
    writeNginxMain(dir, {
      http: [path.join(dir, 'http.conf')],
      stream: [path.join(dir, 'stream.conf')],
      ...(dynamicStream ? { streamModule: STREAM_MODULE } : {}),
    });
    run('nginx', 'nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const up = await get('/healthz').then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the TLS front did not answer: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await server?.close();
    if (dir && !process.env.KEEP) rmSync(dir, { recursive: true, force: true });
  });

  /** An HTTPS request through the front, trusting exactly the run's certificate, as a browser would (ALPN http/1.1). */
  function get(
    pathname: string,
  ): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      const agent = new Agent({ ca, ALPNProtocols: ['http/1.1'], servername: 'rookery.localhost' });
      const req = request(
        // From 127.0.0.2: an address the front (on 127.0.0.1) is not, so the log shows whose address got through.
        {
          host: '127.0.0.1',
          port: front,
          path: pathname,
          agent,
          localAddress: '127.0.0.2',
          headers: { host: 'rookery.localhost' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('serves the site over HTTPS on the shared port, with HSTS and the client’s own address', async () => {
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    expect(String(health.headers['strict-transport-security'])).toMatch(/max-age=/);
    // The front passes the client on with the PROXY protocol: the site's access log (and so X-Forwarded-For) names
    // the client, 127.0.0.2, not the front's 127.0.0.1.
    const log = readFileSync(path.join(dir, 'access.log'), 'utf8').trim().split('\n');
    expect(log.at(-1)).toMatch(/^127\.0\.0\.2 .*"GET \/healthz HTTP\/1\.1" 200/);
  });

  it('relays TURN over TLS on the same port (coturn’s own client, which offers TURN’s ALPN name)', () => {
    const output = execFileSync(
      'turnutils_uclient',
      [
        '-S',
        // TCP relays (RFC 6062) between two allocations of its own: nothing may be lost, unlike UDP.
        '-T',
        '-n',
        '10',
        '-m',
        '1',
        '-p',
        String(front),
        '-W',
        SECRET,
        '-u',
        'tls-front',
        '127.0.0.1',
      ],
      { encoding: 'utf8', timeout: 30_000, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Its last tally: every message sent from one allocation came back through the relay to the other.
    const [, sent, received] = [...output.matchAll(/tot_send_msgs=(\d+), tot_recv_msgs=(\d+)/g)].at(-1) ?? [];
    expect(Number(sent)).toBeGreaterThan(0);
    expect(received).toBe(sent);
  });

  /** A STUN Binding request over TLS through the front; answers the response's message type. */
  function stunOverTls(options: { servername?: string; ALPNProtocols?: string[] }): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port: front, ca, ...options }, () => {
        const request = Buffer.alloc(20);
        request.writeUInt16BE(0x0001, 0); // Binding request, no attributes
        request.writeUInt32BE(0x2112a442, 4); // the magic cookie
        randomBytes(12).copy(request, 8);
        socket.write(request);
      });
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
      socket.once('data', (data: Buffer) => {
        resolve(data.readUInt16BE(0));
        socket.end();
      });
      socket.once('error', reject);
    });
  }

  it('takes a browser’s TURN over TLS too: no ALPN, with or without the TURN host’s name', async () => {
    // 0x0101: a Binding success response, which only coturn gives (the site would answer HTTP's 400).
    expect(await stunOverTls({})).toBe(0x0101);
    expect(await stunOverTls({ servername: TURN_NAME })).toBe(0x0101);
    expect(await stunOverTls({ servername: TURN_NAME, ALPNProtocols: ['http/1.1'] })).toBe(0x0101);
  });

  it('answers plain HTTP with a redirect to HTTPS', async () => {
    const answer = await fetch(`http://127.0.0.1:${plain}/app?x=1`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('https://127.0.0.1/app?x=1');
  });
});
