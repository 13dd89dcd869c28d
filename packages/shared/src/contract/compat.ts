// Does a new contract keep every existing client working? A client reads outputs and sends inputs, so:
// refused are a removed action or event, a newly required input field, and in an output (an answer or a server
// event) a removed field, a field no longer always there, a changed type (null included) and a narrowed enum. Additions (actions, events, optional inputs, output
// fields, enum values in inputs) are allowed.
import type { Contract, JsonSchema } from './contract.ts';

type Schema = JsonSchema & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

/** The schema's alternatives: a union's (nullable is one: `anyOf [T, null]`), else none. */
function choicesOf(schema: Schema): Schema[] {
  return schema.anyOf ?? schema.oneOf ?? [];
}

function typesOf(schema: Schema): string[] {
  if (schema.type === undefined) return choicesOf(schema).flatMap(typesOf);
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function valuesOf(schema: Schema): unknown[] | null {
  if (schema.enum) return schema.enum;
  if ('const' in schema) return [schema.const];
  return null;
}

/** An enum's or constant's values that `after` no longer has, in one sentence (`%s` stands for them). */
function lostValues(before: Schema, after: Schema, sentence: string, out: string[]) {
  const oldValues = valuesOf(before);
  const newValues = valuesOf(after);
  if (!oldValues || !newValues) return;
  const lost = oldValues.filter(
    (value) => !newValues.some((now) => JSON.stringify(now) === JSON.stringify(value)),
  );
  if (lost.length > 0) out.push(sentence.replace('%s', lost.map((v) => JSON.stringify(v)).join(', ')));
}

/** Differences in an output that a client reading the old one would trip on. */
function outputBreaks(before: Schema, after: Schema, where: string, out: string[]) {
  const oldTypes = typesOf(before);
  const newTypes = typesOf(after);
  const gained = newTypes.filter(
    (type) => !oldTypes.includes(type) && !(type === 'integer' && oldTypes.includes('number')),
  );
  if (oldTypes.length > 0 && gained.length > 0)
    out.push(`${where}: type ${oldTypes.join('|')} became ${newTypes.join('|')}`);
  // A value an output no longer takes is a state renamed or gone that a client shows; a new value is an addition.
  lostValues(before, after, `${where}: %s no longer sent`, out);
  for (const [field, old] of Object.entries(before.properties ?? {})) {
    const now = after.properties?.[field];
    if (!now) {
      out.push(`${where}.${field}: removed`);
      continue;
    }
    if (before.required?.includes(field) && !after.required?.includes(field))
      out.push(`${where}.${field}: no longer always present`);
    outputBreaks(old, now, `${where}.${field}`, out);
  }
  if (before.items && after.items) outputBreaks(before.items, after.items, `${where}[]`, out);
  // A union's alternatives by position (a deck or its refusal; an alert's kinds): new ones go at the end.
  const nowChoices = choicesOf(after);
  for (const [index, old] of choicesOf(before).entries()) {
    const now = nowChoices[index];
    if (now) outputBreaks(old, now, `${where}|${index}`, out);
    else out.push(`${where}|${index}: alternative removed`);
  }
}

/** Differences in an input that a client sending the old one would be refused for. */
function inputBreaks(before: Schema, after: Schema, where: string, out: string[]) {
  for (const field of after.required ?? []) {
    if (!before.required?.includes(field)) out.push(`${where}.${field}: newly required`);
  }
  lostValues(before, after, `${where}: %s no longer accepted`, out);
  for (const [field, old] of Object.entries(before.properties ?? {})) {
    const now = after.properties?.[field];
    if (now) inputBreaks(old, now, `${where}.${field}`, out);
  }
  for (const [index, old] of (before.anyOf ?? []).entries()) {
    const now = after.anyOf?.[index];
    if (now) inputBreaks(old, now, `${where}|${index}`, out);
  }
}

/** Every break of `before`'s clients in `after`, one sentence each; empty when the change is additive. */
export function breakingChanges(before: Contract, after: Contract): string[] {
  const out: string[] = [];
  for (const [name, old] of Object.entries(before.actions)) {
    const now = after.actions[name];
    if (!now) {
      out.push(`action ${name}: removed`);
      continue;
    }
    if (old.method === 'GET' && now.method === 'POST') out.push(`action ${name}: GET became POST`);
    inputBreaks(old.input as Schema, now.input as Schema, `action ${name} input`, out);
    if (old.output && !now.output) out.push(`action ${name} output: schema removed`);
    if (old.output && now.output)
      outputBreaks(old.output as Schema, now.output as Schema, `action ${name} output`, out);
  }
  for (const [name, old] of Object.entries(before.clientEvents)) {
    const now = after.clientEvents[name];
    if (!now) out.push(`event ${name}: removed`);
    else inputBreaks(old as Schema, now as Schema, `event ${name}`, out);
  }
  for (const [name, old] of Object.entries(before.serverEvents ?? {})) {
    const now = after.serverEvents?.[name];
    if (!now) out.push(`server event ${name}: removed`);
    else outputBreaks(old as Schema, now as Schema, `server event ${name}`, out);
  }
  return out;
}
