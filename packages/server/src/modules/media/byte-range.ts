// A single `Range: bytes=...` request header against a file of `size` bytes (RFC 9110 14.2), so audio players that
// insist on ranges (Safari's <audio>) can play recordings. Anything else is answered with the whole file, which
// the RFC allows: a server may ignore Range.

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export function byteRangeOf(header: string | undefined, size: number): ByteRange | null {
  if (!header || size === 0) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Math.min(Number(last), size);
    return length > 0 ? { start: size - length, end: size - 1 } : null;
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : null;
}
