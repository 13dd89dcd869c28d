// Pebble actions (API.md 3; PRODUCT.md "Money and limits").
import { z } from 'zod';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

export const PEBBLES_ACTIONS = {
  pebbles: defineAction<typeof NoInput, { pebbles: number }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
  }),
};
