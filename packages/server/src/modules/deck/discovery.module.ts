// Wiring of issue 6's server side (deck, profile view, matches, notifications, settings), so build-server.ts
// needs one call. `relations.relationOf` is for GET /download (modules/media) and issue 7.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db-client.ts';
import type { Alerts } from '../alerts/alerts.service.ts';
import { createMatchesRepo } from '../matches/matches.repo.ts';
import { matchesActions } from '../matches/matches.routes.ts';
import { createMatchesService } from '../matches/matches.service.ts';
import { createNotificationsRepo } from '../notifications/notifications.repo.ts';
import { notificationsActions } from '../notifications/notifications.routes.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import type { PebblesService } from '../pebbles/pebbles.service.ts';
import { createSettingsRepo } from '../settings/settings.repo.ts';
import { settingsActions } from '../settings/settings.routes.ts';
import { createSettingsService } from '../settings/settings.service.ts';
import { createDecisionsRepo } from './decisions.repo.ts';
import { createDeckRepo } from './deck.repo.ts';
import { deckActions } from './deck.routes.ts';
import { createDeckService } from './deck.service.ts';
import { createFlipsRepo } from './flips.repo.ts';
import { createProfileViewRepo } from './profile-view.repo.ts';
import { profileViewActions } from './profile-view.routes.ts';
import { createProfileViewService } from './profile-view.service.ts';
import { createRelationRepo } from './relation.repo.ts';
import { createRelationService } from './relation.service.ts';

export interface DiscoveryDeps {
  pebbles: PebblesService;
  clock?: () => Date;
  /** Issue 20's person events (modules/alerts): a new match and every stored notification reach the person. */
  alerts?: { service: Alerts; log: FastifyBaseLogger };
  /** Issue 23.4: the signed link to a private photo for a viewer (modules/media/private-links.ts). */
  photoUrl: (file: string, viewerId: string) => string;
}

export function createDiscoveryModule(db: Db, { pebbles, clock, alerts, photoUrl }: DiscoveryDeps) {
  const options = clock ? { clock } : {};
  const deckRepo = createDeckRepo(db);
  const relations = createRelationService(createRelationRepo(db), options);
  const notifications = createNotificationsService(
    createNotificationsRepo(db),
    clock,
    alerts && { tell: alerts.service.tell, log: alerts.log },
  );
  const deck = createDeckService({
    deck: deckRepo,
    flips: createFlipsRepo(db),
    decisions: createDecisionsRepo(db),
    pebbles,
    ...options,
    // The person who did not just accept hears of the match; both hear of the notification it stored for them.
    onMatch: async (matchId, actorId, otherId) => {
      await alerts?.service.fromMember(matchId, actorId, (from) => ({ kind: 'match', room: matchId, from }));
      await Promise.all([notifications.announceNewest(otherId), notifications.announceNewest(actorId)]);
    },
  });
  const views = createProfileViewService({ repo: createProfileViewRepo(db), photoUrl, ...options });
  const matchList = createMatchesService(createMatchesRepo(db), clock);
  const settings = createSettingsService(createSettingsRepo(db), clock);
  return {
    relations,
    notifications,
    deck,
    actions: {
      ...deckActions(deck),
      ...profileViewActions(views),
      ...matchesActions(matchList),
      ...notificationsActions(notifications),
      ...settingsActions(settings),
    },
  };
}

export type DiscoveryModule = ReturnType<typeof createDiscoveryModule>;
