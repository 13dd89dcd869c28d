// How the fuzzing suite judges an answer (RULES.md "Wire envelope"): a refusal is `{success:false, error}` whose
// error is a sentence a person can read, never a stack trace, a file path, SQL or a JavaScript error's own words.

/** Signs that an answer carries the server's insides rather than a sentence meant for a person. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n\s+at\s|\bat\s+\S+\s+\(|\bat async\b/],
  ['file path', /\.(?:ts|js|mjs|cjs):\d+|node_modules|\/work\/|\/home\/|\/usr\/|[A-Z]:\\/],
  [
    'SQL',
    /\bselect\b[\s\S]*\bfrom\b|\binsert\s+into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete\s+from\b|\brelation\s+"|syntax error|duplicate key|violates\s+\S*\s*constraint|invalid input syntax|invalid byte sequence|column\s+"|\bpg_\w+|pglite|drizzle|postgres/i,
  ],
  [
    'JavaScript error',
    /TypeError|ReferenceError|RangeError|SyntaxError|ZodError|Cannot read propert|is not a function|is not defined|\bundefined\b|\bNaN\b|\[object Object\]/,
  ],
  ['internal code', /\bFST_ERR_|\bERR_[A-Z_]+\b|\bE[A-Z]{4,}\b/],
];

/** Why an error text is not readable, or null when it is. */
export function unreadableReason(error: unknown): string | null {
  if (typeof error !== 'string') return `error is ${error === undefined ? 'missing' : typeof error}`;
  const text = error.trim();
  if (text.length === 0) return 'error is empty';
  if (text.length > 500) return 'error is longer than a sentence';
  if (!/[A-Za-z]/.test(text)) return 'error has no words';
  for (const [name, pattern] of LEAKS) if (pattern.test(text)) return `error shows ${name}`;
  return null;
}

/** The same signs anywhere in a body (a refusal's other fields, a non-JSON answer). */
export function leakIn(body: string): string | null {
  for (const [name, pattern] of LEAKS.slice(0, 3)) if (pattern.test(body)) return name;
  return null;
}

export interface Verdict {
  /** 5xx, or for a socket an unexpected-error acknowledgement or none at all. */
  serverError: boolean;
  refused: boolean;
  /** A refusal that is not a readable envelope; the reason. */
  unreadable: string | null;
}

/** Judges an HTTP answer to /api (and the upload and download routes). */
export function judgeHttp(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}): Verdict {
  const type = String(res.headers['content-type'] ?? '');
  const isJson = type.includes('application/json');
  let parsed: unknown;
  if (isJson) {
    try {
      parsed = JSON.parse(res.body);
    } catch {
      parsed = undefined;
    }
  }
  const envelope = (parsed ?? {}) as { success?: unknown; error?: unknown };
  const refused = res.statusCode >= 400 || envelope.success === false;
  let unreadable: string | null = null;
  if (refused) {
    if (!isJson || parsed === undefined) unreadable = `not a JSON envelope (${type || 'no type'})`;
    else if (envelope.success !== false) unreadable = 'success is not false';
    else unreadable = unreadableReason(envelope.error) ?? (leakIn(res.body) ? 'body shows insides' : null);
  }
  return { serverError: res.statusCode >= 500, refused, unreadable };
}

/** The words of ERROR_TEXT.unexpected: a socket handler threw something that was not an AppError. */
export function judgeAck(answer: unknown, unexpected: string): Verdict {
  if (typeof answer !== 'object' || answer === null) {
    return { serverError: true, refused: true, unreadable: 'no acknowledgement' };
  }
  const ack = answer as { success?: unknown; error?: unknown };
  if (ack.success === true) return { serverError: false, refused: false, unreadable: null };
  const unreadable = ack.success !== false ? 'success is not false' : unreadableReason(ack.error);
  return { serverError: ack.error === unexpected, refused: true, unreadable };
}
