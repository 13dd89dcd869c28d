// The deck feature: the deck with its decisions and flips, the profile view, and the relation
// of any two people (`relations.relationOf`, lent to GET /download in modules/media and to the chat's features).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db-client.ts';
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Alerts } from '../alerts/alerts.public.ts';
import type { Matcher } from '../hidden-words/hidden-words.public.ts';
import type { NotificationsService } from '../notifications/notifications.public.ts';
import type { PebblesService } from '../pebbles/pebbles.public.ts';
import { createDecisionsRepo } from './decisions.repo.ts';
import { DECK_EXPORT } from './deck.export.ts';
import { createDeckRepo } from './deck.repo.ts';
import { deckActions } from './deck.routes.ts';
import { createDeckService } from './deck.service.ts';
import { createFlipsRepo } from './flips.repo.ts';
import { createProfileViewRepo } from './profile-view.repo.ts';
import { profileViewActions } from './profile-view.routes.ts';
import { createProfileViewService } from './profile-view.service.ts';
import { createRelationRepo } from './relation.repo.ts';
import { createRelationService } from './relation.service.ts';

export interface DeckModuleDeps {
  pebbles: PebblesService;
  clock?: () => Date;
  /** Alerts to the person (modules/alerts): a new match reaches the person. */
  alerts?: { service: Alerts; log: FastifyBaseLogger };
  /** The notifications a match stores for both people are announced to them (modules/notifications). */
  notifications?: Pick<NotificationsService, 'announceNewest'>;
  /** The signed link to a private photo for a viewer (modules/media/private-links.ts). */
  photoUrl: (file: string, viewerId: string) => string;
  /** The viewer's hidden words, folding other people's names and texts (modules/hidden-words). */
  matcherFor?: (userId: string) => Promise<Matcher>;
}

export function createDeckModule(
  db: Db,
  { pebbles, clock, alerts, notifications, photoUrl, matcherFor }: DeckModuleDeps,
) {
  const options = clock ? { clock } : {};
  const relations = createRelationService(createRelationRepo(db), options);
  const deck = createDeckService({
    deck: createDeckRepo(db),
    flips: createFlipsRepo(db),
    decisions: createDecisionsRepo(db),
    pebbles,
    matcherFor,
    ...options,
    // The person who did not just accept hears of the match; both hear of the notification it stored for them.
    onMatch: async (matchId, actorId, otherId) => {
      await alerts?.service.fromMember(matchId, actorId, (from) => ({ kind: 'match', room: matchId, from }));
      await Promise.all([notifications?.announceNewest(otherId), notifications?.announceNewest(actorId)]);
    },
  });
  const views = createProfileViewService({
    repo: createProfileViewRepo(db),
    photoUrl,
    matcherFor,
    ...options,
  });
  return defineFeature(
    {
      name: 'deck',
      exportSections: DECK_EXPORT,
      actions: { ...deckActions(deck), ...profileViewActions(views) },
    },
    { relations, deck },
  );
}

export type DeckModule = ReturnType<typeof createDeckModule>;
