// The chat's part of "Download my data" (platform/feature/export-section.ts): the person's matches with the name the
// app shows for the other member, the messages they sent (chat images and gifts with their files in the zip), and
// how far they have read. The other member's messages are theirs and are not read.
import { DELETED_USER_NAME } from '@rookery/shared/api/account.actions.ts';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { ExportSection } from '../../platform/feature/export-section.ts';
import { storageKeys } from '../../platform/storage/storage.ts';
import { NAME_PATTERN } from '../media/media.public.ts';
import { partner, visiblePartner } from '../profile/profile.public.ts';
import { chatMessages, chatReads, matches } from './chat.schema.ts';

/** In place of the name of someone the person may no longer see (a former match, someone hidden either way). */
const FORMER_MATCH = 'a former match';

export const CHAT_EXPORT: readonly ExportSection[] = [
  {
    key: 'matches',
    about:
      "Your matches: the chat room's id, the other person's display name, full match or not, when it began and ended.",
    tables: [matches],
    async read(db, { userId }) {
      const other = sql`case when ${matches.userA} = ${userId} then ${matches.userB} else ${matches.userA} end`;
      const rows = await db
        .select({
          roomId: matches.id,
          // The other member's id is only tested for null (a deleted account), never read.
          otherDeleted: sql<boolean>`(${other}) is null`,
          partnerName: partner.displayName,
          fullMatch: matches.fullMatch,
          createdAt: matches.createdAt,
          endedAt: matches.endedAt,
          endedReason: matches.endedReason,
        })
        .from(matches)
        // Named only while the match is open: a former match is not shown to them again (RULES.md "Who may see what").
        .leftJoin(partner, and(visiblePartner(userId, other), sql`${matches.endedAt} is null`))
        .where(or(eq(matches.userA, userId), eq(matches.userB, userId)))
        .orderBy(asc(matches.createdAt));
      return rows.map(({ otherDeleted, partnerName, ...match }) => ({
        ...match,
        partnerDisplayName: otherDeleted ? DELETED_USER_NAME : (partnerName ?? FORMER_MATCH),
      }));
    },
  },
  {
    key: 'messages_sent',
    about:
      'The chat messages you sent, by room. Messages other people sent you are theirs and are not included.',
    tables: [chatMessages],
    async read(db, { userId, file }) {
      const rows = await db
        .select({
          id: chatMessages.id,
          roomId: chatMessages.roomId,
          type: chatMessages.type,
          chattext: chatMessages.chattext,
          reference: chatMessages.reference,
          status: chatMessages.status,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(eq(chatMessages.fromId, userId))
        .orderBy(asc(chatMessages.roomId), asc(chatMessages.id));
      return rows.map((message) => ({
        ...message,
        // Chat images and gifts: the text is the file's name in the room's storage.
        ...(message.type === 'image' && NAME_PATTERN.chatImage.test(message.chattext)
          ? {
              file: file(
                `media/chat/${message.chattext}`,
                storageKeys.chatImage(message.roomId, message.chattext),
                message.createdAt,
              ),
            }
          : {}),
      }));
    },
  },
  {
    key: 'read_positions',
    about: 'How far you have read in each chat room: the newest message you read, and when.',
    tables: [chatReads],
    read: (db, { userId }) =>
      db
        .select({
          roomId: chatReads.roomId,
          lastReadMessageId: chatReads.lastRead,
          updatedAt: chatReads.updatedAt,
        })
        .from(chatReads)
        .where(eq(chatReads.userId, userId))
        .orderBy(asc(chatReads.updatedAt)),
  },
];
