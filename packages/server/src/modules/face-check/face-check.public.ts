// What the face check offers other features: the SQL condition "shows the Verified badge" for their own reads (the
// deck, the profile view, the matches list), and its service's type for the admin commands.
export { verifiedSql } from './face-check.repo.ts';
export type { FaceCheckService } from './face-check.service.ts';
