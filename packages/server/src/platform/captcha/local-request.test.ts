// The captcha skipped for a request from this machine (RULES.md "Validation"), decided by the Host header AND the
// connection's address.
import { describe, expect, it } from 'vitest';
import { isLocalRequest } from './local-request.ts';

const request = (host: string | undefined, peer: string | undefined, ip = peer ?? '') => ({
  headers: { host },
  socket: { remoteAddress: peer },
  ip,
});

describe('isLocalRequest', () => {
  it("is local for this machine's names reached over loopback", () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'rookery.localhost:3210',
      'LOCALHOST.',
      '127.0.0.1:80',
      '[::1]:3000',
    ]) {
      for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.1.2.3']) {
        expect(isLocalRequest(request(host, peer) as never), `${host} from ${peer}`).toBe(true);
      }
    }
  });

  it('is not local for other names, even over loopback (a public site behind a proxy on this machine)', () => {
    for (const host of ['rookery.app', 'localhost.evil.example', '127.0.0.1.nip.io', '10.0.0.2', undefined]) {
      expect(isLocalRequest(request(host, '127.0.0.1') as never), String(host)).toBe(false);
    }
  });

  it('is not local from another address, whatever the Host says', () => {
    for (const peer of ['203.0.113.9', '::ffff:198.51.100.1', '10.0.0.5', undefined]) {
      expect(isLocalRequest(request('localhost', peer) as never), String(peer)).toBe(false);
    }
  });

  it('behind a trusted proxy, the forwarded client must be loopback too', () => {
    expect(isLocalRequest(request('localhost', '127.0.0.1', '203.0.113.9') as never)).toBe(false);
  });
});
