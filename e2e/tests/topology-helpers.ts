// Helpers of the topology journey (topology.spec.ts): a person registered through the screens whose browser nginx
// pins to one app server, what nginx's access log says about where requests went, the bucket's keys, and the
// selected ICE candidate pair of the call screen's peer connection.
import { readFileSync } from 'node:fs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type Browser, expect, type Page } from '@playwright/test';
import { browserCall, codeFromMail, registerInBrowser, typeCode, uniqueEmail } from './account-helpers.ts';
import { recordPeerConnections } from './call-helpers.ts';
import type { Person } from './chat-helpers.ts';
import { placePerson, seedProfile, selectNewAiImage, uploadPhoto } from './deck-helpers.ts';
import { datingUrl } from './support.ts';

/**
 * Registers `display` through the screens in a browser whose cookie rookery_server=<server> makes nginx send all its
 * requests (and its Socket.IO websocket) to that app server; the code comes from the SMTP server. Then completes the
 * profile through the wire as the deck journeys do (an AI image, a private photo, a position in Auckland).
 */
export async function personOn(
  browser: Browser,
  server: 'a' | 'b',
  display: string,
  gender: string,
  preference: string,
  at: { latitude: number; longitude: number },
  sliders: Record<string, number>,
): Promise<Person & { email: string }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'rookery_server', value: server, url: datingUrl }]);
  const page = await context.newPage();
  await recordPeerConnections(page);
  const email = uniqueEmail(`topology-${server}`);
  await registerInBrowser(page, `${display} Tester`, email);
  await typeCode(page, await codeFromMail(page, email, /verification code/));
  await expect(page).toHaveURL(`${datingUrl}/app/policy`);
  expect((await browserCall(page, '/api', { action: 'accepttc', data: {} })).status).toBe(200);
  const profile = { ...seedProfile(display, gender, preference, '1993-05-17'), ...sliders };
  expect((await browserCall(page, '/api', { action: 'updateprofile', data: { profile } })).status).toBe(200);
  await selectNewAiImage(page);
  await uploadPhoto(page);
  await placePerson(page, at);
  const me = (await browserCall(page, '/api?action=profile')).json as { profile: { user_id: string }[] };
  return { page, id: me.profile[0]?.user_id ?? '', display, real: `${display} Tester`, email };
}

export interface Logged {
  path: string;
  upstream: string;
  pin: string;
  status: number;
}

/** nginx's access log (deploy/nginx.conf.template's `rookery` format), one entry a request. */
export function accessLog(): Logged[] {
  const file = process.env.E2E_NGINX_ACCESS_LOG ?? '';
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /"[A-Z]+ (\S+) [^"]*" (\d{3}) .* upstream=(\S+) pin=(\S+)$/.exec(line);
      return match
        ? [{ path: match[1] ?? '', status: Number(match[2]), upstream: match[3] ?? '', pin: match[4] ?? '' }]
        : [];
    });
}

/** The keys under `prefix` in the topology's bucket, listed through the S3 API. */
export async function bucketKeys(prefix: string): Promise<string[]> {
  const s3 = JSON.parse(process.env.E2E_S3 ?? '{}') as {
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
  };
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
  } finally {
    client.destroy();
  }
}

export interface SelectedPair {
  local: string;
  remote: string;
  protocol: string;
  relayProtocol: string;
  localAddress: string;
}

/** The selected candidate pair of the page's newest peer connection, from getStats (null until there is one). */
export function selectedPair(page: Page): Promise<SelectedPair | null> {
  return page.evaluate(async () => {
    const connection = window.__rookeryPeerConnections?.at(-1);
    if (!connection) return null;
    const stats = new Map<string, Record<string, string>>();
    (await connection.getStats()).forEach((report: Record<string, string>) => {
      stats.set(report.id ?? '', report);
    });
    const transport = [...stats.values()].find((report) => report.type === 'transport');
    const pair = stats.get(transport?.selectedCandidatePairId ?? '');
    if (!pair) return null;
    const local = stats.get(pair.localCandidateId ?? '') ?? {};
    const remote = stats.get(pair.remoteCandidateId ?? '') ?? {};
    return {
      local: local.candidateType ?? '',
      remote: remote.candidateType ?? '',
      protocol: local.protocol ?? '',
      relayProtocol: local.relayProtocol ?? '',
      localAddress: `${local.address ?? ''}:${local.port ?? ''}`,
    };
  });
}
