// The published contract (contract/*.json): current with the shared zod schemas, and no break of existing clients.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { breakingChanges } from '@rookery/shared/contract/compat.ts';
import { buildContract, type Contract, contractText } from '@rookery/shared/contract/contract.ts';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../contract');
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const copy = (contract: Contract): Contract => structuredClone(contract);
type Node = {
  properties: Record<string, Node>;
  required: string[];
  items: Node;
  enum: string[];
  type?: string | string[];
};
const field = (node: Node, name: string) => node.properties[name] as Node;
/** The JSON Schema of one menudata row, to plant changes in. */
const menuRow = (contract: Contract) =>
  field((contract.actions.menudata as unknown as { output: Node }).output, 'md').items;
const event = (contract: Contract, name: string) => contract.clientEvents[name] as unknown as Node;

describe('the published contract', () => {
  const current = buildContract();
  const baseline = JSON.parse(read('baseline.json')) as Contract;

  it('contract/current.json is what the shared zod contract generates (run `npm run contract`)', () => {
    expect(read('current.json')).toBe(contractText(current));
  });

  it('breaks no field an existing client reads (contract/baseline.json)', () => {
    expect(breakingChanges(baseline, current)).toEqual([]);
  });

  it('refuses a removed output field, a retyped one, a narrowed input enum and a removed action or event', () => {
    const after = copy(baseline);
    const row = menuRow(after).properties;
    delete row.pebbles;
    row.verify = { type: 'string' } as unknown as Node;
    delete after.actions.deleteaccount;
    delete after.clientEvents.sendchat;
    field(event(after, 'joincall'), 'action').enum = ['caller'];
    expect(breakingChanges(baseline, after)).toEqual([
      'action deleteaccount: removed',
      'action menudata output.md[].verify: type integer became string',
      'action menudata output.md[].pebbles: removed',
      'event joincall.action: "callee" no longer accepted',
      'event sendchat: removed',
    ]);
  });

  it('refuses an output enum that lost a value, and accepts one that gained a value', () => {
    const status = (values: string[]): Contract => ({
      actions: {
        datestatus: {
          method: 'GET',
          gate: 'member',
          input: { type: 'object', properties: {} },
          output: {
            type: 'object',
            properties: { status: { type: 'string', enum: values } },
            required: ['status'],
          },
        },
      },
      clientEvents: {},
      serverEvents: {},
    });
    expect(breakingChanges(status(['requested', 'accepted']), status(['requested']))).toEqual([
      'action datestatus output.status: "accepted" no longer sent',
    ]);
    expect(breakingChanges(status(['requested']), status(['requested', 'accepted']))).toEqual([]);
  });

  it('refuses a newly required input field and an output field no longer always there', () => {
    const after = copy(baseline);
    event(after, 'leaveroom').required.push('reason');
    const row = menuRow(after);
    row.required = row.required.filter((field) => field !== 'id');
    expect(breakingChanges(baseline, after)).toEqual([
      'action menudata output.md[].id: no longer always present',
      'event leaveroom.reason: newly required',
    ]);
  });

  it('refuses breaks planted in a server event, a union of answers and an input, and names each', () => {
    const after = copy(current);
    const newchat = field(after.serverEvents.newchat as unknown as Node, 'chat');
    delete newchat.properties.created;
    field(after.serverEvents.presence as unknown as Node, 'online').type = 'string';
    const alert = after.serverEvents.alert as unknown as { oneOf: Node[] };
    field(alert.oneOf[2] as Node, 'unread').type = ['integer', 'null'];
    const deck = (after.actions.matchlist as unknown as { output: { anyOf: Node[] } }).output
      .anyOf[0] as Node;
    delete field(deck, 'matches').items.properties.distance;
    (after.actions.profilebyid as unknown as { input: Node }).input.required.push('full');
    delete after.serverEvents.roster;
    expect(breakingChanges(current, after)).toEqual([
      'action matchlist output|0.matches[].distance: removed',
      'action profilebyid input.full: newly required',
      'server event alert|2.unread: type integer became integer|null',
      'server event newchat.chat.created: removed',
      'server event presence.online: type boolean became string',
      'server event roster: removed',
    ]);
  });

  it('declares an output for every action and a payload for every server event', () => {
    expect(Object.entries(current.actions).filter(([, action]) => !action.output)).toEqual([]);
    expect(Object.keys(current.serverEvents)).toContain('alert');
  });

  it('accepts additions: an action, an event, an optional input, an output field and an enum value', () => {
    const after = copy(baseline);
    after.actions.newaction = { method: 'POST', gate: 'member', input: { type: 'object' } };
    after.clientEvents.newevent = { type: 'object' };
    event(after, 'leaveroom').properties.reason = { type: 'string' } as unknown as Node;
    menuRow(after).properties.badge = { type: 'integer' } as unknown as Node;
    field(event(after, 'joincall'), 'action').enum.push('watcher');
    expect(breakingChanges(baseline, after)).toEqual([]);
  });
});
