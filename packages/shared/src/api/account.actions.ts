// Account actions every signed-in screen reads (API.md 3 "Any session").
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

export const ACCOUNT_ACTIONS = {
  menudata: defineAction<typeof NoInput, { md: MenuRow[] }>({
    method: 'GET',
    gate: 'session',
    input: NoInput,
  }),
};
