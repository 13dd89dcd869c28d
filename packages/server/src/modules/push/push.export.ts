// The push feature's part of "Download my data" (platform/feature/export-section.ts): which push services reach the
// person, from which session, since when; never the endpoint or its keys.
import { asc, eq, sql } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { pushSubscriptions } from './push.schema.ts';

export const PUSH_EXPORT: readonly ExportSection[] = [
  {
    key: 'push_notifications',
    about:
      'Browsers that get our web push notifications: the push service, whether it is this session, when it was turned on and last used.',
    tables: [pushSubscriptions],
    async read(db, { userId, sessionId }) {
      const rows = await db
        .select({
          endpoint: pushSubscriptions.endpoint,
          currentSession: sql<boolean>`${pushSubscriptions.sessionId} = ${sessionId}`,
          createdAt: pushSubscriptions.createdAt,
          lastSuccessAt: pushSubscriptions.lastSuccessAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt));
      // The service's host only: the endpoint's path is a capability to push to the person.
      return rows.map(({ endpoint, ...push }) => ({ service: new URL(endpoint).host, ...push }));
    },
  },
];
