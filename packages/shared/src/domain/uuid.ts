// The one shape of an id (a UUID, as the database makes them): ids arrive from clients, links, files and the admin
// command line, and each is checked against this before it reaches a query or a file name.

/** A UUID in lower case, as stored and as file names are made: for patterns of names built around one. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A whole UUID in any case, for schemas (zod's `.regex`, which publishes it as the contract's pattern). */
export const UUID_REGEX = new RegExp(`^${UUID_PATTERN}$`, 'i');
const ANY_CASE = UUID_REGEX;
const STORED = new RegExp(`^${UUID_PATTERN}$`);

/** A UUID in any case (what a person may type or paste). */
export const isUuid = (value: string): boolean => ANY_CASE.test(value);

/** A UUID exactly as the database writes it (lower case): a room's name, a stored id. */
export const isStoredUuid = (value: string): boolean => STORED.test(value);
