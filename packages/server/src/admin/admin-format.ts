// What the support and moderation commands share: how they print times and counts, how a service's refusal
// becomes the operator's sentence, and how one id is read from the words.
import { AppError } from '../platform/http/app-error.ts';
import { AdminError } from './admin-command.ts';

/** 2026-11-21 */
export const day = (at: Date) => at.toISOString().slice(0, 10);
/** 2026-11-21 23:05 UTC */
export const minute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The service's refusals are the operator's to read: printed as they are, exit status 1. */
export async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.code !== 'UNAVAILABLE') throw new AdminError(err.message);
    throw err;
  }
}

/** The one request id the command takes, else a sentence with its usage. */
export function requiredId(positionals: string[], usage: string): string {
  const [id, ...extra] = positionals;
  if (!id || extra.length > 0) throw new AdminError(`Give one request id: npm run admin -- ${usage}`);
  return id;
}
