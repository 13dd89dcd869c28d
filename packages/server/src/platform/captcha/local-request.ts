// RULES.md "Validation": the captcha is skipped for a request from this machine. A request counts as local only when
// BOTH the Host header names this machine (localhost, *.localhost, 127.x.x.x, [::1]) AND it arrived from a loopback
// address, so a visitor cannot skip the captcha by sending `Host: localhost` from outside, and a public hostname
// served through a proxy on the same machine still gets the captcha. The raw Host header and socket peer are used,
// never X-Forwarded-*; behind a trusted proxy the forwarded client address must be loopback too.
import type { FastifyRequest } from 'fastify';

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain);
}

function isLocalHostname(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(name)
  );
}

export function isLocalRequest(request: Pick<FastifyRequest, 'headers' | 'socket' | 'ip'>): boolean {
  return (
    isLocalHostname(request.headers.host) &&
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip)
  );
}
