// The auth feature's query keys.
export const authKeys = {
  /** How this site lets people sign in (`signinmethods`). */
  signInMethods: ['signinmethods'] as const,
  /** Where the account is signed in (`mydevices`), Settings → Devices. */
  devices: ['mydevices'] as const,
};
