// RULES.md "Realtime": the server never trusts ids in a payload. An id naming the acting person (`my_id`, `user`,
// `requestor`, `unmatcher`, ...) may be left out; when present it must be the session's user.
import { AppError } from '../http/app-error.ts';

export const NOT_YOU = 'You can only act as yourself.';

export function requireSelf(userId: string, ...named: (string | undefined)[]): void {
  for (const id of named) {
    if (id !== undefined && id !== userId) throw new AppError('BAD_INPUT', NOT_YOU);
  }
}
