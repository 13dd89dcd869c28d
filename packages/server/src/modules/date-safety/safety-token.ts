// The private links' tokens of date safety (the contact's page, the request to be a contact): 32 random bytes
// (256 bits) in base64url, stored only as their SHA-256, and a shape check that spares the database a guess.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (value: string) => createHash('sha256').update(value).digest('hex');

/** A token's shape; anything else is answered as unknown without a look-up. */
export const isToken = (value: string) => /^[A-Za-z0-9_-]{40,60}$/.test(value);
