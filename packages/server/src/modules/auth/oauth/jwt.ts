// Reads a JSON Web Token signed with RS256 and checks its signature against a provider's published keys
// (JWKS). Claims are returned unchecked; the caller decides what they must say.
import { createPublicKey, type JsonWebKey, type KeyObject, verify } from 'node:crypto';
import { isRecord } from './provider-http.ts';

export interface JwtParts {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  signed: Buffer;
  signature: Buffer;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

export function decodeJwt(token: string): JwtParts | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, sig] = parts as [string, string, string];
  const header = decodeJson(head);
  const claims = decodeJson(body);
  if (!header || !claims) return null;
  return { header, claims, signed: Buffer.from(`${head}.${body}`), signature: Buffer.from(sig, 'base64url') };
}

/** Keys by their id, from a JWKS document; keys that are not RSA signing keys are left out. */
export function keysFromJwks(document: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = isRecord(document) && Array.isArray(document.keys) ? document.keys : [];
  for (const jwk of list) {
    if (!isRecord(jwk) || jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
    if (jwk.use !== undefined && jwk.use !== 'sig') continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }));
    } catch {
      // A malformed key is skipped; a token signed with it will not verify.
    }
  }
  return keys;
}

/** True when the token is RS256 and its signature was made by `key`. */
export function verifyRs256(jwt: JwtParts, key: KeyObject): boolean {
  if (jwt.header.alg !== 'RS256') return false;
  return verify('RSA-SHA256', jwt.signed, key, jwt.signature);
}
