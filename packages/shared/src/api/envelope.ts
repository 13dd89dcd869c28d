// The answer envelope of RULES.md "Wire envelope": every JSON answer carries `success`, failures a readable `error`.

export type Success<T extends object = object> = { success: true } & T;
export interface Failure {
  success: false;
  error: string;
  /** The request's id (also its X-Request-Id header): support finds the server's log lines with it. */
  requestId?: string;
}
export type Envelope<T extends object = object> = Success<T> | Failure;

/** The fixed sentences of RULES.md "Wire envelope". Field-level messages live with their schemas. */
export const ERROR_TEXT = {
  badInput: 'Please check what you entered.',
  malformedJson: 'The request could not be read (malformed JSON).',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  tooLarge: 'The request is too large.',
  unsupportedType: 'Unsupported content type.',
  tooMany: 'Too many attempts, please try again later.',
  unavailable: 'Rookery is briefly unavailable, please try again in a moment.',
  /** A write refused because the disk (files or database) is full; reads go on. */
  outOfSpace: 'Rookery is out of space, please try again later.',
  unexpected: 'Oops something went wrong!',
} as const;
