// Test kit: a local push service speaking the Web Push protocol over HTTPS (RFC 8030 delivery with TTL, Urgency and
// Topic; RFC 8292 VAPID: the JWT's ES256 signature checked with the server's public key and its `aud` against the
// endpoint's origin; RFC 8291 aes128gcm: each body decrypted with the subscription's own keys). Its certificate is
// self-signed, made here with openssl; the server trusts it through PUSH_CA_FILE only.

import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The endpoint's path (/push/<id>). */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT's claims once its signature checked out, or why it did not. */
  vapid: { aud: string; exp: number; sub: string } | { error: string };
  /** The decrypted body, or why it could not be decrypted. */
  payload: string | { error: string };
  /** The status this service answered. */
  status: number;
}

interface Keys {
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

/** RFC 8291 and RFC 8188: the aes128gcm body of one record, decrypted with the user agent's keys. */
export function decryptAes128gcm(body: Buffer, keys: Keys): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || rs < 18) throw new Error(`bad header: keyid ${idLength} bytes, rs ${rs}`);
  if (record.length > rs) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`; the signature checked with `serverKey` (base64url P-256 point). */
export function checkVapid(
  authorization: string | undefined,
  serverKey: string,
  origin: string,
): ReceivedPush['vapid'] {
  const match = /^vapid t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) return { error: `no vapid authorization: ${authorization}` };
  if (match[2] !== serverKey) return { error: 'k is not the server public key' };
  const [head, claims, signature] = match[1].split('.');
  if (!head || !claims || !signature) return { error: 'not a JWT' };
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') return { error: `alg ${header.alg}` };
  const point = Buffer.from(serverKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { error: 'the JWT signature does not verify' };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (body.aud !== origin) return { error: `aud ${body.aud} is not ${origin}` };
  const now = Date.now() / 1000;
  if (!(body.exp > now && body.exp <= now + 24 * 3600)) return { error: `exp ${body.exp} out of range` };
  return body;
}

export interface PushServiceStandIn {
  /** https://localhost:<port> */
  origin: string;
  /** host:port, for PUSH_EXTRA_HOSTS. */
  host: string;
  port: number;
  /** The PEM file of its self-signed certificate, for PUSH_CA_FILE. */
  caFile: string;
  /** A browser's subscription with its own key pair and auth secret. */
  subscribe(): StandInSubscription;
  /** The server's VAPID public key, to check signatures with (from `pushkey`). */
  expectKey(key: string): void;
  /** What the service answers for a subscription from now on (201 by default, e.g. 410 when it is gone). */
  answer(subscription: StandInSubscription, status: number): void;
  received: ReceivedPush[];
  /** Resolves with the next push to the subscription (or rejects after `ms`). */
  next(subscription: StandInSubscription, ms?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rookery-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'],
      ...['-keyout', keyFile, '-out', caFile, '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const keysByPath = new Map<string, Keys>();
  const answers = new Map<string, number>();
  const waiting = new Map<string, (push: ReceivedPush) => void>();
  const received: ReceivedPush[] = [];
  let serverKey = '';
  let origin = '';

  const server: Server = createServer(
    { key: readFileSync(keyFile), cert: readFileSync(caFile) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const urlPath = req.url ?? '';
        const keys = keysByPath.get(urlPath);
        const status = req.method !== 'POST' || !keys ? 404 : (answers.get(urlPath) ?? 201);
        let payload: ReceivedPush['payload'];
        try {
          if (!keys) throw new Error('no such subscription');
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          payload = decryptAes128gcm(Buffer.concat(chunks), keys);
        } catch (err) {
          payload = { error: (err as Error).message };
        }
        const push: ReceivedPush = {
          path: urlPath,
          headers: req.headers,
          ttl: Number(req.headers.ttl),
          urgency: req.headers.urgency as string | undefined,
          topic: req.headers.topic as string | undefined,
          vapid: checkVapid(req.headers.authorization, serverKey, origin),
          payload,
          status,
        };
        received.push(push);
        waiting.get(urlPath)?.(push);
        res.writeHead(status, status === 201 ? { Location: `${origin}/message/${randomUUID()}` } : {});
        res.end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `https://localhost:${port}`;

  return {
    origin,
    host: `localhost:${port}`,
    port,
    caFile,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const urlPath = `/push/${randomUUID()}`;
      keysByPath.set(urlPath, { privateKey: ecdh.getPrivateKey(), publicKey, auth });
      return {
        endpoint: `${origin}${urlPath}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    expectKey(key) {
      serverKey = key;
    },
    answer(subscription, status) {
      answers.set(new URL(subscription.endpoint).pathname, status);
    },
    received,
    next(subscription, ms = 5000) {
      const urlPath = new URL(subscription.endpoint).pathname;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(urlPath);
          reject(new Error(`no push to ${urlPath} within ${ms} ms`));
        }, ms);
        waiting.set(urlPath, (push) => {
          clearTimeout(timer);
          waiting.delete(urlPath);
          resolve(push);
        });
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
