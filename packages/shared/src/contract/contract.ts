// The contract as data: JSON Schema for every /api action's input and declared output, and for the socket
// events a client sends, generated from the zod schemas the server itself checks. `npm run contract` writes
// it to contract/current.json; contract/baseline.json is what existing clients were built against, and
// compat.ts refuses a change that breaks a field they read.
import { z } from 'zod';
import { ACTIONS } from '../api/actions.ts';
import type { ActionSpec } from '../api/action.ts';
import { CLIENT_EVENTS } from '../events.ts';

export type JsonSchema = { [key: string]: unknown };

export interface ContractAction {
  method: 'GET' | 'POST';
  gate: string;
  input: JsonSchema;
  /** Absent while the action's answer is not yet declared as data (its TypeScript type only). */
  output?: JsonSchema;
}

export interface Contract {
  actions: Record<string, ContractAction>;
  /** Client → server socket events: their payloads. */
  clientEvents: Record<string, JsonSchema>;
}

// Transforms and coercions (an id lower-cased, a 0/1 flag) have no JSON Schema; what is sent is described.
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

export function buildContract(): Contract {
  const actions: Record<string, ContractAction> = {};
  for (const [name, action] of Object.entries(ACTIONS)) {
    const spec = action as ActionSpec;
    actions[name] = {
      method: spec.method,
      gate: spec.gate,
      input: schemaOf(spec.input, 'input'),
      ...(spec.outputSchema ? { output: schemaOf(spec.outputSchema, 'output') } : {}),
    };
  }
  const clientEvents: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(CLIENT_EVENTS)) clientEvents[name] = schemaOf(schema, 'input');
  return { actions: sorted(actions), clientEvents: sorted(clientEvents) };
}

/** The file's text exactly as `npm run contract` writes it (so a stale file is a plain string difference). */
export function contractText(contract: Contract = buildContract()): string {
  return `${JSON.stringify(contract, null, 2)}\n`;
}
