// The chat's query and mutation keys.
export const chatKeys = {
  /** An answer to a request in the chat (full profile, date), by message: the bubbles show which are on their way. */
  answer: ['chat', 'answer'] as const,
};
