// relationOf (RULES.md "Who may see what"): what the owner of a profile or file is to the person asking. The profile
// view uses it, and so does GET /download (AIImage: anything but none; VoiceRecording: self or a match; ProfileImage:
// self or a full match).
import type { RelationFacts, RelationRepo } from './relation.repo.ts';

export type Relation = 'self' | 'full-match' | 'basic-match' | 'candidate' | 'none';

/** A card served to a deck stays a "candidate in the deck" (and may be decided on) for this long. */
export const CARD_HOURS = 24;

export interface RelationOptions {
  clock?: () => Date;
}

/** Since when a served card still counts (see CARD_HOURS). */
export function servedSinceAt(now: Date): Date {
  return new Date(now.getTime() - CARD_HOURS * 3_600_000);
}

/** What another person is to the viewer, from the facts about the pair. */
export function relationFrom(facts: RelationFacts): Exclude<Relation, 'self'> {
  // Unmatched, reported or blocked: never shown to each other again, whatever else is true.
  if (facts.hidden) return 'none';
  if (facts.fullMatch === true) return 'full-match';
  if (facts.fullMatch === false) return 'basic-match';
  return facts.served ? 'candidate' : 'none';
}

export function createRelationService(repo: RelationRepo, options: RelationOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  return {
    async relationOf(viewerId: string, ownerId: string): Promise<Relation> {
      if (viewerId === ownerId) return 'self';
      const servedSince = servedSinceAt(clock());
      return relationFrom(await repo.facts(viewerId, ownerId, servedSince));
    },
  };
}

export type RelationService = ReturnType<typeof createRelationService>;
