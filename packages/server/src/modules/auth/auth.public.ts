// What auth offers other features and the seed: password hashing and checking (argon2, one place), and the hash
// a session token is stored under (the moderation console's sessions use the same), and the expiry of old codes the
// account's expire task runs (expireCodes).

export { expireCodes } from './codes.repo.ts';
export { checkPassword, hashPassword } from './password.ts';
export type { SessionService } from './session.service.ts';
export { hashToken } from './session.service.ts';
