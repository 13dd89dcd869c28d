// The registry of every /api action (API.md 3). The server dispatches from it; the web client is typed by it.
import { z } from 'zod';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

export interface MenuRow {
  accept_tc: number;
  verify: number;
  id: string;
  aiimage: string | null;
  profileimage: string | null;
  pebbles: number;
}

export const ACTIONS = {
  menudata: defineAction<typeof NoInput, { md: MenuRow[] }>({
    method: 'GET',
    gate: 'session',
    input: NoInput,
  }),
  pebbles: defineAction<typeof NoInput, { pebbles: number }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
  }),
};

export type ActionName = keyof typeof ACTIONS;

export function isActionName(name: string): name is ActionName {
  return Object.hasOwn(ACTIONS, name);
}
