// What the face check offers other features: the SQL condition "shows the Verified badge" for their own reads (the
// deck, the profile view, the matches list), its service's type and its `npm run admin` commands.
export { FACE_CHECK_COMMANDS } from './face-check.commands.ts';
export { verifiedSql } from './face-check.repo.ts';
export type { FaceCheckService } from './face-check.service.ts';
