// The production topology on one machine (docs/OPERATIONS.md "The tested topology"): PostgreSQL and Redis (given or
// its own), s3rver with a bucket, an SMTP server over TLS, coturn with use-auth-secret, two Rookery servers (the
// production build's `npm run serve` in PROD_DIR, else the source), and nginx in front, each on its own port.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { startS3rverProcess } from '../../packages/server/src/testing/s3rver-process.ts';
import { selfSignedCert } from '../../packages/server/src/testing/self-signed.ts';
import { startPostgres, startRedis } from './databases.ts';
import { writeNginxConfig } from './nginx.ts';
import { type Child, httpOk, printed, start, tcpOpen, waitFor } from './processes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

// Below Linux's ephemeral range (32768–60999): a port in it can be taken by any outgoing connection of a busy
// machine between runs, and a server started late then fails with EADDRINUSE (a CI run lost its SMTP server so).
export const PORTS = {
  nginx: port('TOPOLOGY_NGINX_PORT', 28080),
  appA: port('TOPOLOGY_APP_A_PORT', 28101),
  appB: port('TOPOLOGY_APP_B_PORT', 28102),
  turn: port('TOPOLOGY_TURN_PORT', 23478),
  relayMin: port('TOPOLOGY_RELAY_MIN_PORT', 29000),
  relayMax: port('TOPOLOGY_RELAY_MAX_PORT', 29199),
  smtp: port('TOPOLOGY_SMTP_PORT', 28465),
  smtpHttp: port('TOPOLOGY_SMTP_HTTP_PORT', 28466),
  s3: port('TOPOLOGY_S3_PORT', 28569),
  postgres: port('TOPOLOGY_PG_PORT', 28432),
  redis: port('TOPOLOGY_REDIS_PORT', 28379),
};

/** The dating site through nginx (rookery.localhost maps to 127.0.0.1 in the browser's resolver rules). */
export const siteUrl = `http://rookery.localhost:${PORTS.nginx}`;

export interface Topology {
  dir: string;
  siteUrl: string;
  /** The SMTP server's reading endpoint: GET <mailUrl>/mail?to=. */
  mailUrl: string;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  accessLog: string;
  appUrls: [string, string];
  relayIp: string;
  turnLog: string;
  stop(): Promise<void>;
}

/**
 * The machine's first non-loopback IPv4 address (TOPOLOGY_RELAY_IP overrides): Chromium's WebRTC leaves loopback
 * out, so coturn listens and relays there.
 */
function relayAddress(): string {
  if (process.env.TOPOLOGY_RELAY_IP) return process.env.TOPOLOGY_RELAY_IP;
  const all = Object.entries(networkInterfaces()).flatMap(([, list]) => list ?? []);
  const found = all.find((one) => one.family === 'IPv4' && !one.internal);
  if (!found) throw new Error('No non-loopback IPv4 address for coturn (set TOPOLOGY_RELAY_IP).');
  return found.address;
}

const secret = () => randomBytes(32).toString('hex');

export async function startTopology(): Promise<Topology> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rookery-topology-'));
  const logDir = path.join(dir, 'logs');
  mkdirSync(logDir);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  const keep = (child: Child) => {
    stops.push(() => child.stop());
    return child;
  };
  try {
    const postgres = await startPostgres(dir, PORTS.postgres);
    stops.push(postgres.stop);
    const redis = await startRedis(dir, PORTS.redis, logDir);
    stops.push(redis.stop);

    const bucket = 'rookery-media';
    const s3dir = path.join(dir, 's3');
    mkdirSync(s3dir);
    const s3 = await startS3rverProcess({ dir: s3dir, bucket, port: PORTS.s3 });
    stops.push(s3.close);

    const tls = selfSignedCert(dir, ['localhost', '127.0.0.1']);
    const smtpPassword = secret();
    const smtp = keep(
      start('smtp', process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'smtp-server.ts')], {
        cwd: root,
        logDir,
        env: {
          ...process.env,
          SMTP_TEST_USER: 'rookery',
          SMTP_TEST_PASSWORD: smtpPassword,
          SMTP_TEST_KEY: tls.keyFile,
          SMTP_TEST_CERT: tls.certFile,
          SMTP_TEST_PORT: String(PORTS.smtp),
          SMTP_TEST_HTTP_PORT: String(PORTS.smtpHttp),
        },
      }),
    );
    await waitFor(smtp, 'its listening line', printed(smtp, 'listening'));

    const relayIp = relayAddress();
    const turnSecret = secret();
    const turn = keep(
      start(
        'coturn',
        'turnserver',
        [
          '-c',
          path.join(root, 'deploy/turnserver.conf'),
          `--static-auth-secret=${turnSecret}`,
          `--listening-ip=${relayIp}`,
          `--relay-ip=${relayIp}`,
          `--allowed-peer-ip=${relayIp}`,
          `--listening-port=${PORTS.turn}`,
          `--min-port=${PORTS.relayMin}`,
          `--max-port=${PORTS.relayMax}`,
          '--no-tls',
          '--no-dtls',
          `--pidfile=${path.join(dir, 'turnserver.pid')}`,
          '--log-file=stdout',
          '--simple-log',
          '--verbose',
        ],
        { cwd: dir, logDir },
      ),
    );
    await waitFor(turn, `a listener on ${relayIp}:${PORTS.turn}`, () => tcpOpen(relayIp, PORTS.turn));

    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      // One proxy in front: the client is the address nginx appends to X-Forwarded-For.
      TRUST_PROXY: '1',
      PUBLIC_URL: siteUrl,
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      SMTP_URL: `smtps://rookery:${smtpPassword}@localhost:${PORTS.smtp}`,
      SMTP_CA_FILE: tls.certFile,
      MAIL_FROM: 'Rookery <no-reply@rookery.test>',
      TURN_URLS: `turn:${relayIp}:${PORTS.turn}?transport=udp,turn:${relayIp}:${PORTS.turn}?transport=tcp`,
      TURN_SECRET: turnSecret,
      CALLS_RELAY_ONLY: '1',
      CODE_SECRET: secret(),
      LOCATION_SECRET: secret(),
      AD_SECRET: secret(),
      CALLS_SECRET: secret(),
      BAN_SECRET: secret(),
      ALTCHA_HMAC_KEY: secret(),
    };
    const prodDir = process.env.PROD_DIR ? path.resolve(process.env.PROD_DIR) : '';
    const [command, args] = prodDir
      ? ['npm', ['run', 'serve']]
      : [process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts']];
    const appUrls: [string, string] = [`127.0.0.1:${PORTS.appA}`, `127.0.0.1:${PORTS.appB}`];
    // One after the other: the first migrates the database (the second would wait on the advisory lock anyway).
    for (const [index, appPort] of [PORTS.appA, PORTS.appB].entries()) {
      const name = index === 0 ? 'app-a' : 'app-b';
      const dataDir = path.join(dir, name);
      mkdirSync(dataDir);
      const app = keep(
        start(name, command, args, {
          cwd: prodDir || root,
          logDir,
          env: { ...shared, PORT: String(appPort), DATA_DIR: dataDir },
        }),
      );
      await waitFor(app, '/readyz', () => httpOk(`http://127.0.0.1:${appPort}/readyz`), 120_000);
    }

    const accessLog = path.join(logDir, 'nginx-access.log');
    const nginxConf = writeNginxConfig(root, dir, {
      listen: `127.0.0.1:${PORTS.nginx}`,
      appA: appUrls[0],
      appB: appUrls[1],
      accessLog,
    });
    const nginx = keep(
      start('nginx', '/usr/sbin/nginx', ['-p', dir, '-c', nginxConf, '-e', path.join(dir, 'error.log')], {
        cwd: dir,
        logDir,
      }),
    );
    await waitFor(nginx, 'the site through it', () => httpOk(`http://127.0.0.1:${PORTS.nginx}/healthz`));

    return {
      dir,
      siteUrl,
      mailUrl: `http://127.0.0.1:${PORTS.smtpHttp}`,
      s3: { endpoint: s3.endpoint, bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      accessLog,
      appUrls,
      relayIp,
      turnLog: turn.log,
      stop: stopAll,
    };
  } catch (error) {
    // Leave the logs for a look when something did not start.
    const kept = path.join(tmpdir(), `rookery-topology-logs-${Date.now()}`);
    rmSync(kept, { recursive: true, force: true });
    cpSync(logDir, kept, { recursive: true });
    await stopAll();
    throw new Error(`${(error as Error).message} (logs kept in ${kept})`);
  }
}
