// The notifications feature's query keys.
export const notificationsKeys = {
  /** The notifications list (`notifications`), also refreshed by the live layer. */
  list: ['notifications'] as const,
};
