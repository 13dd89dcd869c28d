import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breakingChanges } from './compat.ts';
import { buildContract, type Contract, contractText } from './contract.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../contract');
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const copy = (contract: Contract): Contract => structuredClone(contract);

describe('the published contract', () => {
  const current = buildContract();
  const baseline = JSON.parse(read('baseline.json')) as Contract;

  it('contract/current.json is what the shared zod contract generates (run `npm run contract`)', () => {
    expect(read('current.json')).toBe(contractText(current));
  });

  it('breaks no field an existing client reads (contract/baseline.json)', () => {
    expect(breakingChanges(baseline, current)).toEqual([]);
  });

  it('refuses a removed output field, a retyped one, a narrowed output enum and a removed action or event', () => {
    const after = copy(baseline);
    const md = (after.actions.menudata?.output as { properties: Record<string, { items: { properties: object } }> })
      .properties.md;
    const row = md?.items.properties as Record<string, unknown>;
    delete row.pebbles;
    row.verify = { type: 'string' };
    delete after.actions.deleteaccount;
    delete after.clientEvents.sendchat;
    (after.clientEvents.joincall as { properties: { action: { enum: string[] } } }).properties.action.enum = ['caller'];
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
          output: { type: 'object', properties: { status: { type: 'string', enum: values } }, required: ['status'] },
        },
      },
      clientEvents: {},
    });
    expect(breakingChanges(status(['requested', 'accepted']), status(['requested']))).toEqual([
      'action datestatus output.status: "accepted" no longer sent',
    ]);
    expect(breakingChanges(status(['requested']), status(['requested', 'accepted']))).toEqual([]);
  });

  it('refuses a newly required input field and an output field no longer always there', () => {
    const after = copy(baseline);
    (after.clientEvents.leaveroom as { required: string[] }).required.push('reason');
    const row = (after.actions.menudata?.output as { properties: { md: { items: { required: string[] } } } })
      .properties.md.items;
    row.required = row.required.filter((field) => field !== 'id');
    expect(breakingChanges(baseline, after)).toEqual([
      'action menudata output.md[].id: no longer always present',
      'event leaveroom.reason: newly required',
    ]);
  });

  it('accepts additions: an action, an event, an optional input, an output field and an enum value', () => {
    const after = copy(baseline);
    after.actions.newaction = { method: 'POST', gate: 'member', input: { type: 'object' } };
    after.clientEvents.newevent = { type: 'object' };
    const leave = after.clientEvents.leaveroom as { properties: Record<string, unknown> };
    leave.properties.reason = { type: 'string' };
    const row = (after.actions.menudata?.output as { properties: { md: { items: { properties: object } } } })
      .properties.md.items.properties as Record<string, unknown>;
    row.badge = { type: 'integer' };
    (after.clientEvents.joincall as { properties: { action: { enum: string[] } } }).properties.action.enum.push('watcher');
    expect(breakingChanges(baseline, after)).toEqual([]);
  });
});
