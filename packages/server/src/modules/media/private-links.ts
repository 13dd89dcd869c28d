// Signed links to another person's private photo: /download?type=ProfileImage&file=…&exp=…&sig=…,
// where sig is an HMAC over the file, the viewer the link was made for and its expiry, with a key of its own derived
// from the code secret. A link works for that viewer only, until it expires (PRIVATE_LINK.ttlSeconds), and the
// download still checks the match level each time, so a link made before a full match went back to basic is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { downloadUrl } from '@rookery/shared/api/files.ts';
import { PRIVATE_LINK } from '@rookery/shared/limits.ts';

export interface LinkProof {
  exp?: string | undefined;
  sig?: string | undefined;
}

export function createPrivateLinks(secret: string, clock: () => Date = () => new Date()) {
  if (!secret) throw new Error('createPrivateLinks needs a secret (config.codeSecret)');
  // A key of its own, so a link's signature can never pass for a code's digest or a device cookie.
  const key = createHmac('sha256', secret).update('rookery private link key').digest();
  const mac = (file: string, viewerId: string, exp: number) =>
    createHmac('sha256', key).update(`${file}\n${viewerId}\n${exp}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    /** The download path of `file` (a private photo's name) for `viewerId`, valid for PRIVATE_LINK.ttlSeconds. */
    photoUrl(file: string, viewerId: string): string {
      const exp = nowSeconds() + PRIVATE_LINK.ttlSeconds;
      return downloadUrl({ type: 'ProfileImage', file, exp: String(exp), sig: mac(file, viewerId, exp) });
    },

    /** Seconds the link has left when it was made for this viewer and file and has not expired; else null. */
    secondsLeft(file: string, viewerId: string, proof: LinkProof): number | null {
      if (!proof.exp || !proof.sig || !/^\d{1,12}$/.test(proof.exp)) return null;
      const exp = Number(proof.exp);
      const left = exp - nowSeconds();
      // Not after expiry, and never a link that claims to last longer than any the server makes.
      if (left <= 0 || left > PRIVATE_LINK.ttlSeconds) return null;
      const expected = Buffer.from(mac(file, viewerId, exp));
      const given = Buffer.from(proof.sig);
      return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
    },
  };
}

export type PrivateLinks = ReturnType<typeof createPrivateLinks>;
