// Which push endpoints the server will ever POST to (docs/SECURITY.md): the server sends to whatever
// address a subscription names, so only https addresses on the browsers' push services (or hosts the operator
// names in PUSH_EXTRA_HOSTS) are accepted, and checked again before every send.
import { parse as legacyParse } from 'node:url';
import { PUSH_TEXT } from '@rookery/shared/api/push.actions.ts';

/**
 * The push services of the browsers (web-push-libs/web-push#801): Chrome, Edge (Chromium), Opera, Brave and Samsung
 * use Firebase Cloud Messaging; Firefox Mozilla's autopush; Edge on Windows WNS; Safari Apple's service. A leading
 * dot matches any subdomain.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  'web.push.apple.com',
  '.push.apple.com',
] as const;

function knownHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((known) =>
    known.startsWith('.') ? hostname.endsWith(known) && hostname.length > known.length : hostname === known,
  );
}

/**
 * The endpoint in its normalised form, or the sentence that refuses it. A browser's endpoint is https on port 443
 * of a known service; an extra host may name its port (`localhost:8443`). Credentials in the address are refused,
 * and the address must mean the same host to the WHATWG parser and to node's legacy one (web-push's), so no
 * parser difference can send the request elsewhere.
 */
export function checkEndpoint(
  endpoint: string,
  extraHosts: readonly string[],
): { url: string } | { refused: string } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { refused: PUSH_TEXT.badEndpoint };
  }
  if (url.protocol !== 'https:') return { refused: PUSH_TEXT.notHttps };
  if (url.username || url.password) return { refused: PUSH_TEXT.notPushService };
  const hostname = url.hostname.toLowerCase();
  const hostPort = url.port ? `${hostname}:${url.port}` : hostname;
  const allowed = extraHosts.includes(hostPort) || (!url.port && knownHost(hostname));
  if (!allowed) return { refused: PUSH_TEXT.notPushService };
  const href = url.href;
  const legacy = legacyParse(href);
  if (legacy.hostname !== url.hostname || (legacy.port ?? '') !== url.port || legacy.protocol !== 'https:') {
    return { refused: PUSH_TEXT.notPushService };
  }
  return { url: href };
}
