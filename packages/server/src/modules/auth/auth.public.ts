// What auth offers other features and the seed: password hashing and checking (argon2, one place), and the hash
// a session token is stored under (the moderation console's sessions use the same).
export type { AccountMail } from './account-mail.service.ts';
export { checkPassword, hashPassword } from './password.ts';
export type { SessionService } from './session.service.ts';
export { hashToken } from './session.service.ts';
