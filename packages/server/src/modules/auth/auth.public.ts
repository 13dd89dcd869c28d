// What auth offers other features and the seed: password hashing and checking (argon2, one place), the hash a
// session token is stored under (the moderation console's sessions use the same), the expiry of old codes the
// account's expire task runs (expireCodes), the delete of a users row account deletion runs (deleteUserWithin),
// the type of the account mail whose `settled()` app.services lends, and the known-browser cookie's signing (the
// moderation console keeps its own, under its own key, so a moderator's known browser is apart from a member's).
export type { AccountMail } from './account-mail.service.ts';
export { expireCodes } from './codes.repo.ts';
export { createDeviceCookies, type DeviceCookies } from './device-cookie.ts';
export { checkPassword, hashPassword } from './password.ts';
export type { SessionService } from './session.service.ts';
export { hashToken } from './session.service.ts';
export { deleteUserWithin } from './users.repo.ts';
