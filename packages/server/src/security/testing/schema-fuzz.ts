// Inputs for the fuzzing suite, derived from the shared zod schemas: each schema is turned into JSON
// Schema (zod's own converter, input side) and walked to make valid values, values on and just past every bound,
// and hostile ones (wrong types, huge strings, deep nesting, awkward unicode, prototype keys, NaN-like strings).
// The generator is seeded, so a failing case can be made again from its seed and index.
import { z } from 'zod';
import { type Random, seededRandom } from '../../platform/imagegen/local/seeded-random.ts';

/** The subset of JSON Schema zod's converter writes for our schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

export type CaseKind = 'valid' | 'boundary' | 'invalid';

export interface FuzzCase {
  kind: CaseKind;
  /** What was done, for the failure message. */
  label: string;
  value: unknown;
}

/** Real ids of the fuzzing person's world by field name, so that valid inputs get past "not yours" checks. */
export type Hints = Record<string, () => unknown>;

export type Rng = Pick<Random, 'next' | 'int' | 'pick' | 'chance'>;

/** The illustrator's mulberry32: small, fast and good enough to spread cases; the same seed gives the same cases. */
export function createRng(seed: number): Rng {
  const random = seededRandom(seed);
  // A pick from an empty list is undefined here (a schema may allow no values), where the illustrator's throws.
  return { ...random, pick: (items) => items[random.int(0, items.length - 1)] as (typeof items)[number] };
}

/** A stable number from a name, to seed each action's cases differently but reproducibly. */
export function seedOf(name: string, base = 0x5eed): number {
  let hash = base;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

// --- hostile values -------------------------------------------------------------------------------------------

/** About 1 MB, past the body limit (256 KB): must be refused as too large, never parsed into a handler. */
export const HUGE_STRING = 'A'.repeat(1024 * 1024);
/** Under the body limit but far past any field's maximum: reaches the schema. */
export const LARGE_STRING = 'é'.repeat(100 * 1024);

/**
 * 10,000 levels of arrays and objects in turn. JSON.stringify recurses and runs out of stack on it (in a test
 * worker), so the value is a marker that toJson writes out as text; JSON.parse on the server reads it whole.
 */
export const DEEP = Object.freeze({ deep: 'nesting' });
export const DEEP_LEVELS = 10_000;
const DEEP_MARK = '@@deep-nesting-7f3a@@';
const DEEP_TEXT = `${'[{"a":'.repeat(DEEP_LEVELS / 2)}"bottom"${'}]'.repeat(DEEP_LEVELS / 2)}`;

export function deepNesting(): unknown {
  return DEEP;
}

/** JSON text of a generated value, the deep-nesting marker written out in full. */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, field) => (field === DEEP ? DEEP_MARK : field));
  return text === undefined ? 'null' : text.replaceAll(`"${DEEP_MARK}"`, DEEP_TEXT);
}

export const UNICODE_STRINGS = [
  '\uD800',
  '\uDFFF',
  'half an emoji \uD83D',
  '\uDC00 lone low',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  '\u200B\u200C\u200D\uFEFF',
  '\u200B',
  '🐧👩‍❤️‍💋‍👩🏳️‍🌈',
  'Z̤͔ͧ̑̓ä͖̭̈̇l͖͎g̞̥͈o̗',
  '\u0000',
  'nul\u0000in the middle',
  '\u0007\u001b[31mred',
  '\uFFFF\uFFFE',
  '𝕳𝖊𝖑𝖑𝖔',
  'e\u0301\u0301\u0301',
];

/** Characters people type, each at most two UTF-16 units. */
const FRIENDLY_UNICODE = ['🐧', 'é', 'ß', 'ع', '\u200D', '\u200F', '中', 'ñ'];

/** Characters a client should never send, put inside an otherwise valid text. */
const HOSTILE_CHARACTERS = ['\u0000', '\uD800', '\uDFFF', '\u202E', '\uFEFF', '\u0007', '\uFFFF'];

export const NAN_LIKE_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x1F',
  '-0',
  '1_000',
  ' 12 ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '9'.repeat(400),
];

export const NASTY_STRINGS = [
  '',
  ' ',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '%00',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  `\${7*7}{{7*7}}<%= 7*7 %>`,
  '%s%s%s%n',
  'a'.repeat(5000),
];

export const NUMBERS = [
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** An object with `__proto__`, `constructor` and `prototype` as its own keys, as JSON.parse makes them. */
export function prototypeKeys(inner: Record<string, unknown> = {}): Record<string, unknown> {
  const text = JSON.stringify(inner);
  const body = text === '{}' ? '' : `,${text.slice(1, -1)}`;
  return JSON.parse(
    `{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}${body}}`,
  ) as Record<string, unknown>;
}

function hostileScalar(rng: Rng): { label: string; value: unknown } {
  switch (rng.int(0, 9)) {
    case 0:
      return { label: 'null', value: null };
    case 1:
      return { label: 'boolean', value: rng.chance(0.5) };
    case 2: {
      const value = rng.pick(NUMBERS);
      return { label: `number ${value}`, value };
    }
    case 3:
      return { label: 'NaN-like string', value: rng.pick(NAN_LIKE_STRINGS) };
    case 4:
      return { label: 'unicode', value: rng.pick(UNICODE_STRINGS) };
    case 5:
      return { label: 'nasty string', value: rng.pick(NASTY_STRINGS) };
    case 6:
      return { label: 'array', value: rng.pick([[], [1, 'two', null], [{}], [[[]]]]) };
    case 7:
      return { label: 'object', value: rng.pick([{}, { a: 1 }, { length: 1e9 }]) };
    case 8:
      return { label: 'prototype keys', value: prototypeKeys() };
    default:
      return { label: 'large string (100 K)', value: LARGE_STRING };
  }
}

// --- valid values ---------------------------------------------------------------------------------------------

const UUID = /\[0-9a-f\]\{8\}-/;
const HEX = '0123456789abcdef';
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const BASE64URL = `${ALNUM}_-`;
const WORDS = ['penguin', 'rock', 'pool', 'Sunday', 'krill', 'ice', 'waddle', 'colony', 'sea', 'fish'];

function chars(rng: Rng, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

export function uuidFrom(rng: Rng): string {
  const hex = (n: number) => chars(rng, HEX, n);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

function textOfLength(rng: Rng, length: number): string {
  let out = '';
  while (out.length < length) out += `${rng.pick(WORDS)} `;
  return out.slice(0, length).replace(/ $/, 'x');
}

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function validString(schema: JsonSchema, rng: Rng, length?: number): string {
  const pattern = schema.pattern ?? '';
  if (UUID.test(pattern)) return uuidFrom(rng);
  if (pattern === '^\\d{4}$') return chars(rng, '0123456789', 4);
  if (pattern.includes('@') || schema.format === 'email') return `fuzz-${chars(rng, HEX, 8)}@example.test`;
  if (pattern.includes('{43}')) return chars(rng, BASE64URL, 43);
  if (schema.format === 'date-time' || schema.format === 'date') {
    return new Date(Date.now() + rng.int(1, 30) * 86_400_000).toISOString();
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  const wanted = length ?? rng.int(Math.max(min, 1), Math.min(max, Math.max(min, 1) + 30));
  if (pattern) return chars(rng, ALNUM, Math.max(1, Math.min(wanted, max)));
  const text = textOfLength(rng, wanted);
  // Now and then a valid text carries what people really type: emoji, right-to-left words, joiners.
  if (length === undefined && wanted > 4 && rng.chance(0.25)) {
    return `${text.slice(0, wanted - 2)}${rng.pick(FRIENDLY_UNICODE)}`.slice(0, Math.max(min, wanted));
  }
  return text;
}

function validNumber(schema: JsonSchema, rng: Rng, integer: boolean): number {
  const lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const hi = Math.min(schema.maximum ?? lo + 100, lo + 1000);
  const value = lo + rng.next() * (hi - lo);
  return integer ? Math.round(value) : Math.round(value * 1000) / 1000;
}

/** A value the schema should accept (best effort: refinements beyond JSON Schema may still refuse it). */
export function validValue(schema: JsonSchema, rng: Rng, hints: Hints = {}, name = ''): unknown {
  const hint = hints[name];
  if (hint && rng.chance(0.8)) return hint();
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return validValue(rng.pick(options), rng, hints, name);
  const type = rng.pick(
    types(schema)
      .filter((t) => t !== 'null')
      .concat(types(schema).length ? [] : ['any']),
  );
  switch (type) {
    case 'string':
      return validString(schema, rng);
    case 'number':
      return validNumber(schema, rng, false);
    case 'integer':
      return validNumber(schema, rng, true);
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      const length = rng.int(min, max);
      return Array.from({ length }, () => validValue(schema.items ?? {}, rng, hints, name));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.6)) out[key] = validValue(sub, rng, hints, key);
      }
      return out;
    }
    default:
      // No shape to go by (z.custom): an object of a few words.
      return { [rng.pick(WORDS)]: textOfLength(rng, rng.int(1, 20)) };
  }
}

// --- boundary values ------------------------------------------------------------------------------------------

interface Leaf {
  path: string[];
  schema: JsonSchema;
}

/** The fields of an object schema, depth first (objects inside objects, not inside arrays). */
function leaves(schema: JsonSchema, path: string[] = []): Leaf[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap((option) => leaves(option, path));
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, sub]) => {
      const inner = leaves(sub, [...path, key]);
      return [{ path: [...path, key], schema: sub }, ...inner];
    });
  }
  return [];
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const base: Record<string, unknown> =
    typeof target === 'object' && target !== null && !Array.isArray(target)
      ? { ...(target as Record<string, unknown>) }
      : {};
  const [head, ...rest] = path as [string, ...string[]];
  base[head] = setAt(base[head], rest, value);
  return base;
}

/** Values on each side of a field's bounds. */
function boundaryValues(schema: JsonSchema, rng: Rng): { label: string; value: unknown }[] {
  const out: { label: string; value: unknown }[] = [];
  const options = schema.anyOf ?? schema.oneOf;
  const leaf = options ? rng.pick(options) : schema;
  const kinds = types(leaf);
  if (kinds.includes('string') && !leaf.enum && leaf.const === undefined) {
    const min = leaf.minLength ?? 0;
    out.push({ label: 'string at min length', value: min === 0 ? '' : textOfLength(rng, min) });
    if (min > 0) out.push({ label: 'string under min length', value: textOfLength(rng, min - 1) });
    if (leaf.maxLength !== undefined) {
      out.push({ label: 'string at max length', value: validString(leaf, rng, leaf.maxLength) });
      out.push({ label: 'string at max length', value: textOfLength(rng, leaf.maxLength) });
      out.push({ label: 'string over max length', value: textOfLength(rng, leaf.maxLength + 1) });
      out.push({ label: 'max length of emoji', value: '🐧'.repeat(Math.ceil(leaf.maxLength / 2)) });
    }
  }
  if (kinds.includes('number') || kinds.includes('integer')) {
    const lo = leaf.minimum ?? leaf.exclusiveMinimum;
    const hi = leaf.maximum ?? leaf.exclusiveMaximum;
    if (lo !== undefined) {
      out.push({ label: 'number at min', value: lo }, { label: 'number under min', value: lo - 1 });
    }
    if (hi !== undefined) {
      out.push({ label: 'number at max', value: hi }, { label: 'number over max', value: hi + 1 });
    }
    out.push({ label: 'fraction', value: 0.5 }, { label: 'number as string', value: String(lo ?? 1) });
  }
  if (kinds.includes('array')) {
    const max = leaf.maxItems ?? 3;
    out.push({ label: 'empty array', value: [] });
    out.push({
      label: 'array over max items',
      value: Array.from({ length: max + 1 }, () => validValue(leaf.items ?? {}, rng)),
    });
  }
  if (leaf.enum) out.push({ label: 'enum in other case', value: String(rng.pick(leaf.enum)).toUpperCase() });
  return out;
}

// --- the cases ------------------------------------------------------------------------------------------------

export interface CaseOptions {
  count: number;
  seed: number;
  hints?: Hints;
  /** Top-level hostile values that need their own transport rules (the socket's 1 MB frame, a URL's length). */
  huge?: unknown;
}

/**
 * `count` cases for one schema: about a fifth valid, a quarter boundary, the rest invalid. The first few
 * invalid cases always include the whole-input hostile values (null, an array, a huge string, deep nesting,
 * prototype keys), so even a short run tries each of them.
 */
export function fuzzCases(zodSchema: z.ZodType, options: CaseOptions): FuzzCase[] {
  const schema = jsonSchemaOf(zodSchema);
  const rng = createRng(options.seed);
  const hints = options.hints ?? {};
  const fields = leaves(schema);
  const valid = () => validValue(schema, rng, hints);
  const fixed: FuzzCase[] = [
    { kind: 'valid', label: 'valid', value: valid() },
    { kind: 'invalid', label: 'whole input null', value: null },
    { kind: 'invalid', label: 'whole input an array', value: [valid()] },
    { kind: 'invalid', label: 'whole input a number', value: -1e308 },
    { kind: 'invalid', label: 'whole input a huge string', value: options.huge ?? HUGE_STRING },
    { kind: 'invalid', label: 'whole input 10k levels deep', value: deepNesting() },
    { kind: 'invalid', label: 'prototype keys', value: prototypeKeys(valid() as Record<string, unknown>) },
    { kind: 'invalid', label: 'lone surrogate', value: '\uD800' },
  ];
  const cases = fixed.slice(0, options.count);
  while (cases.length < options.count) {
    const roll = rng.next();
    if (roll < 0.2) {
      cases.push({ kind: 'valid', label: 'valid', value: valid() });
    } else if (roll < 0.45 && fields.length > 0) {
      const field = rng.pick(fields);
      const bounds = boundaryValues(field.schema, rng);
      if (bounds.length === 0) continue;
      const bound = rng.pick(bounds);
      cases.push({
        kind: 'boundary',
        label: `${field.path.join('.')}: ${bound.label}`,
        value: setAt(valid(), field.path, bound.value),
      });
    } else {
      cases.push(invalidCase(valid(), fields, rng, options));
    }
  }
  return cases;
}

function invalidCase(base: unknown, fields: Leaf[], rng: Rng, options: CaseOptions): FuzzCase {
  const roll = rng.int(0, 10);
  if (roll <= 3 && fields.length > 0) {
    // One field replaced by a hostile value: the commonest way a client goes wrong.
    const field = rng.pick(fields);
    const hostile = hostileScalar(rng);
    return {
      kind: 'invalid',
      label: `${field.path.join('.')}: ${hostile.label}`,
      value: setAt(base, field.path, hostile.value),
    };
  }
  if (roll === 5 && fields.length > 0) {
    const field = rng.pick(fields);
    return {
      kind: 'invalid',
      label: `${field.path.join('.')}: 10k levels deep`,
      value: setAt(base, field.path, deepNesting()),
    };
  }
  if (roll === 6) {
    const extra = { [`extra_${rng.int(0, 99)}`]: hostileScalar(rng).value, $where: '1==1', 'a.b': 1 };
    return {
      kind: 'invalid',
      label: 'extra keys',
      value: { ...(typeof base === 'object' && base ? base : {}), ...extra },
    };
  }
  if (roll === 7) {
    const inner = typeof base === 'object' && base && !Array.isArray(base) ? base : {};
    return {
      kind: 'invalid',
      label: 'prototype keys',
      value: prototypeKeys(inner as Record<string, unknown>),
    };
  }
  if (roll === 8 && fields.length > 0) {
    const field = rng.pick(fields);
    return {
      kind: 'invalid',
      label: `${field.path.join('.')}: missing`,
      value: setAt(base, field.path, undefined),
    };
  }
  const texts = fields.filter((field) => types(field.schema).includes('string') && !field.schema.enum);
  if (roll === 9 && texts.length > 0) {
    const field = rng.pick(texts);
    const valid = String(validString(field.schema, rng));
    const at = rng.int(0, valid.length);
    const char = rng.pick(HOSTILE_CHARACTERS);
    return {
      kind: 'invalid',
      label: `${field.path.join('.')}: ${JSON.stringify(char)} inside`,
      value: setAt(base, field.path, `${valid.slice(0, at)}${char}${valid.slice(at)}`),
    };
  }
  const hostile = hostileScalar(rng);
  if (hostile.value === LARGE_STRING && options.huge !== undefined) {
    return { kind: 'invalid', label: 'whole input: huge string', value: options.huge };
  }
  return { kind: 'invalid', label: `whole input: ${hostile.label}`, value: hostile.value };
}

/** Percent-encoding that lets lone surrogates through as the invalid UTF-8 a careless client would send. */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    }).join('');
  }
}
