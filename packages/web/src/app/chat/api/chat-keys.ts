// The chat's query keys.
export const chatKeys = {
  /** The real names of the chat's header, shown once a match has revealed them. */
  realNames: ['chat', 'real-name'] as const,
  realName: (userId: string) => ['chat', 'real-name', userId] as const,
};
