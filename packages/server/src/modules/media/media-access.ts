// Who may download whose file (RULES.md "Files", "Who may see what"), decided in one place. The viewer's relation to
// a file's owner is the only input; today everyone but the owner is 'none' (a stranger), because decks and matches do
// not exist yet.
//
// THE SEAM to the deck and the chat: pass `relationOf` (and `isRoomMember`) to createMediaModule / createMediaAccess,
// backed by the matches: 'candidate' while the owner may be shown to the viewer in the deck, 'basic-match' /
// 'full-match' for a match of that level, and 'none' for anyone else, including both sides of a block, report or
// unmatch (RULES.md "Who may see what", last line). The Relation names are those of modules/deck/relation.service.ts,
// so its relationOf fits as it is. The rules below then apply unchanged.

import type { DownloadType } from '@rookery/shared/api/files.ts';

export type { DownloadType };

export type Relation = 'self' | 'candidate' | 'basic-match' | 'full-match' | 'none';

/** RULES.md "Who may see what": the AI image goes to anyone the owner may be shown to; private photos to full matches; voice to matches. */
const MAY_SEE: Record<Exclude<DownloadType, 'ChatImage'>, readonly Relation[]> = {
  AIImage: ['self', 'candidate', 'basic-match', 'full-match'],
  ProfileImage: ['self', 'full-match'],
  VoiceRecording: ['self', 'basic-match', 'full-match'],
};

export interface RelationLookups {
  /** How `viewerId` stands to `ownerId` (called only for two different people). */
  relationOf(viewerId: string, ownerId: string): Promise<Relation>;
  /** Whether `viewerId` is one of the two people of the match (chat room) `roomId`. */
  isRoomMember(viewerId: string, roomId: string): Promise<boolean>;
  /** The sender of a chat image and the shield's verdict on it (a flagged one is blurred by default). */
  chatImage?(roomId: string, filename: string): Promise<{ fromId: string | null; flagged: boolean } | null>;
}

/** Without the deck's and the chat's lookups nobody but the owner is related to anyone, and no room has members. */
const NO_RELATIONS: RelationLookups = {
  relationOf: async () => 'none',
  isRoomMember: async () => false,
};

export function createMediaAccess(lookups: RelationLookups = NO_RELATIONS) {
  return {
    async relation(viewerId: string, ownerId: string): Promise<Relation> {
      return viewerId === ownerId ? 'self' : lookups.relationOf(viewerId, ownerId);
    },

    /** May the viewer download an owner's file of this type? */
    async mayDownload(
      type: Exclude<DownloadType, 'ChatImage'>,
      viewerId: string,
      ownerId: string,
    ): Promise<boolean> {
      return MAY_SEE[type].includes(await this.relation(viewerId, ownerId));
    },

    /** Chat images belong to a room, not a person: its two members only. */
    mayDownloadChatImage(viewerId: string, roomId: string): Promise<boolean> {
      return lookups.isRoomMember(viewerId, roomId);
    },

    /** A flagged chat image that `viewerId` did not send: served blurred unless the original is asked for. */
    async isFlaggedFor(viewerId: string, roomId: string, filename: string): Promise<boolean> {
      const image = await lookups.chatImage?.(roomId, filename);
      return !!image?.flagged && image.fromId !== viewerId;
    },
  };
}

export type MediaAccess = ReturnType<typeof createMediaAccess>;
