// The account feature's query keys.
export const accountKeys = {
  /**
   * The menu row (RULES.md "Reads and writes" `menudata`): the balance and the badges of the side menu, the gates of
   * every screen.
   */
  menu: ['menudata', 'row'] as const,
};
