// The one error a bad configuration stops the process with: its message is the sentence the operator reads.
export class ConfigError extends Error {}
