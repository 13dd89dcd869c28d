// Every command of `npm run admin -- …`, from the modules that own them.
import type { AdminCommand } from './admin-command.ts';

export const ADMIN_COMMANDS: AdminCommand[] = [];
