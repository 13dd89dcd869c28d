// The contract as data: JSON Schema for every /api action's input and declared output, and for the socket
// events both ways (a client's payloads, the server's events), generated from the zod schemas the server itself checks. `npm run contract` writes
// it to contract/current.json; contract/baseline.json is what existing clients were built against, and
// compat.ts refuses a change that breaks a field they read.
import { z } from 'zod';
import type { ActionSpec } from '../api/action.ts';
import { ACTIONS } from '../api/actions.ts';
import { CLIENT_EVENTS } from '../events.ts';
import { SERVER_EVENTS } from '../server-events.ts';

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
  /** Server → client socket events: their payloads, as a client reads them. */
  serverEvents: Record<string, JsonSchema>;
}

// Both sides are described as they travel: an input as a client sends it (before the server's transforms and
// coercions, such as an id lower-cased or a 0/1 flag), an answer as the server sends it. zod's "input" view also
// leaves objects open (no additionalProperties: false), as they are: answers gain fields, and inputs' unknown
// fields are ignored.
function schemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
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
      input: schemaOf(spec.input),
      output: schemaOf(spec.outputSchema),
    };
  }
  const clientEvents: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(CLIENT_EVENTS)) clientEvents[name] = schemaOf(schema);
  const serverEvents: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(SERVER_EVENTS)) serverEvents[name] = schemaOf(schema);
  return { actions: sorted(actions), clientEvents: sorted(clientEvents), serverEvents: sorted(serverEvents) };
}

/** The file's text exactly as `npm run contract` writes it (so a stale file is a plain string difference). */
export function contractText(contract: Contract = buildContract()): string {
  return `${JSON.stringify(contract, null, 2)}\n`;
}
