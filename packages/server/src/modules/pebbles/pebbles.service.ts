// Pebble rules: the balance never goes below zero, and every change has a reason in the ledger.
import type { Db } from '../../platform/db/db-client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PebblesRepo } from './pebbles.repo.ts';

export type PebbleReason = 'welcome' | 'ad' | 'image' | 'gift' | 'flips' | 'refund';

export function createPebblesService(repo: PebblesRepo) {
  return {
    balance: (userId: string, tx?: Db) => repo.balance(userId, tx),

    async credit(userId: string, amount: number, reason: PebbleReason): Promise<number> {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error('credit needs a positive whole amount');
      const balance = await repo.change(userId, amount, reason);
      if (balance === null) throw new AppError('NOT_FOUND');
      return balance;
    },

    /** Takes `amount` pebbles, or refuses with 402 and `message` when the balance is short. */
    async spend(userId: string, amount: number, reason: PebbleReason, message: string): Promise<number> {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error('spend needs a positive whole amount');
      const balance = await repo.change(userId, -amount, reason);
      if (balance === null) throw new AppError('PAYMENT_REQUIRED', message);
      return balance;
    },

    /** `spend` inside the caller's transaction (`tx`), so the spend and the caller's writes commit together. */
    async spendWithin(tx: Db, userId: string, amount: number, reason: PebbleReason, message: string) {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error('spend needs a positive whole amount');
      const balance = await repo.changeWithin(tx, userId, -amount, reason);
      if (balance === null) throw new AppError('PAYMENT_REQUIRED', message);
      return balance;
    },

    /** `credit` inside the caller's transaction (a refund written with the job's failure). */
    async creditWithin(tx: Db, userId: string, amount: number, reason: PebbleReason): Promise<number> {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error('credit needs a positive whole amount');
      const balance = await repo.changeWithin(tx, userId, amount, reason);
      if (balance === null) throw new AppError('NOT_FOUND');
      return balance;
    },

    ledger: (userId: string) => repo.ledger(userId),
  };
}

export type PebblesService = ReturnType<typeof createPebblesService>;
