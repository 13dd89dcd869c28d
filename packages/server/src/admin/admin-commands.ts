// The catalogue `npm run admin -- help` prints with no database: every command, from the features and the platform
// parts that declare them (each feature's `adminCommands`, platform.ts's own). A running server runs the commands
// its features registered (app.adminCommands); admin-commands.test.ts holds the two to the same set.

import { RETENTION_COMMANDS } from '../modules/account/account.public.ts';
import { FACE_CHECK_COMMANDS } from '../modules/face-check/face-check.public.ts';
import { MODERATION_COMMANDS, MODERATOR_COMMANDS } from '../modules/moderation/moderation.public.ts';
import { DELETION_REQUEST_COMMANDS, SUPPORT_REQUEST_COMMANDS } from '../modules/webforms/webforms.public.ts';
import { BACKUP_COMMANDS } from '../platform/backup/backup.commands.ts';
import { QUEUE_COMMANDS } from '../platform/jobs/queue.commands.ts';
import type { AdminCommand } from './admin-command.ts';

export const ADMIN_COMMANDS: AdminCommand[] = [
  ...MODERATION_COMMANDS,
  ...MODERATOR_COMMANDS,
  ...FACE_CHECK_COMMANDS,
  ...RETENTION_COMMANDS,
  ...QUEUE_COMMANDS,
  ...BACKUP_COMMANDS,
  ...DELETION_REQUEST_COMMANDS,
  ...SUPPORT_REQUEST_COMMANDS,
];
