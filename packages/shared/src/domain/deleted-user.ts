// What the other side of a conversation sees in place of a deleted account (RULES.md "Reads and writes"
// `deleteaccount`). Kept apart from the account contract so the screens that show a match (the deck's "It's a
// match!", the live layer) do not load zod for one word.

export const DELETED_USER_NAME = 'deleted user';
