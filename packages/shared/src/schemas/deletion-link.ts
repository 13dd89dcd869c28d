// The link in a deletion request's confirmation mail (/delete/confirm?token=…): the token's shape and the
// sentences a person sees when the link cannot be used. The server answers with these; the page picks its
// heading by them.
import { z } from 'zod';

/** How long a confirmation link works after support sends it. */
export const DELETION_LINK_DAYS = 7;

/** 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const DELETION_LINK_MESSAGES = {
  invalid:
    'This link is not valid. Check that you opened the whole link from the most recent mail: sending a new mail replaces the old link.',
  expired: `This link has expired: a confirmation link works for ${DELETION_LINK_DAYS} days. Reply to the mail to ask for a new one, or send a new request at /delete.`,
  used: 'This link has already been used: the account was deleted.',
  closed:
    'This deletion request was closed, so its link no longer works. To delete the account, send a new request at /delete.',
  underWay: 'This account is already being deleted. You will get a mail when it is done.',
} as const;

export const ZDeletionLink = z
  .object({
    token: z
      .string({ error: DELETION_LINK_MESSAGES.invalid })
      .trim()
      .regex(TOKEN_SHAPE, DELETION_LINK_MESSAGES.invalid),
  })
  .strip();

export type DeletionLink = z.infer<typeof ZDeletionLink>;
