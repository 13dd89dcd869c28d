// How support names a web form submission on the command line: its whole id, or the first characters of it as the
// queues print them, as the SQL condition the deletion-request and contact-request repos add to their selects.

import { isUuid } from '@rookery/shared/domain/uuid.ts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { webFormSubmissions } from './webforms.schema.ts';

/** An id's first characters, as support may type them from the queue. */
const ID_PREFIX = /^[0-9a-f-]{6,35}$/i;

/** The condition that finds the submission(s) with this id or id prefix; null when the text can be neither. */
export function byIdOrPrefix(idOrPrefix: string): SQL | null {
  const key = idOrPrefix.trim().toLowerCase();
  if (isUuid(key)) return eq(webFormSubmissions.id, key) as SQL;
  if (!ID_PREFIX.test(key)) return null;
  return sql`${webFormSubmissions.id}::text like ${`${key}%`}`;
}
