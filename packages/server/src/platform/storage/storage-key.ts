// The shape every storage key must have, checked by both storages before any file system or bucket call: a key
// comes from storageKeys, and its parts partly from requests, so nothing in it may climb out of the media root.

/** Segments of letters, digits, dot, underscore and hyphen, each starting with a letter or digit. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
/** A prefix is a key, optionally ending in a slash (a whole folder). */
const PREFIX = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/;

export class StorageKeyError extends Error {}

function check(value: string, pattern: RegExp, what: string): string {
  // The pattern already refuses "..", absolute paths, backslashes and NUL; the explicit tests say so to a reader
  // and keep working if the pattern is ever loosened.
  if (
    value.length === 0 ||
    value.length > 512 ||
    value.includes('\0') ||
    value.includes('\\') ||
    value.startsWith('/') ||
    value.split('/').some((part) => part === '..' || part === '.') ||
    !pattern.test(value)
  ) {
    throw new StorageKeyError(`Refused storage ${what}: ${JSON.stringify(value.slice(0, 80))}`);
  }
  return value;
}

export function assertSafeKey(key: string): string {
  return check(key, KEY, 'key');
}

export function assertSafePrefix(prefix: string): string {
  return check(prefix, PREFIX, 'prefix');
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  wav: 'audio/wav',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The content type a key's extension stands for (the file system keeps no types of its own). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
