// Helpers for the moderation console's attack tests: a moderator made by `npm run admin`, TOTP codes,
// sign-in through the console's form, and a reported conversation of 30 messages.
import * as OTPAuth from 'otpauth';
import { ADMIN_COMMANDS } from '../../../admin/admin-commands.ts';
import { runAdmin } from '../../../admin/admin-runner.ts';
import { make } from '../../../testing/factories.ts';
import type { TestServer } from '../../../testing/test-server.ts';
import { freshIp } from '../../auth/testing/auth-test-kit.ts';
import { chatMessages } from '../../chat/chat.schema.ts';
import { MODERATOR_COOKIE } from '../console.routes.ts';
import { reports } from '../moderation.schema.ts';

export interface Moderator {
  email: string;
  password: string;
  secret: string;
}

export const admin = (server: TestServer, ...argv: string[]) =>
  runAdmin(server.app, ADMIN_COMMANDS, argv, 'ana');

export async function addModerator(server: TestServer, email: string): Promise<Moderator> {
  const text = (await admin(server, 'moderators', 'add', email)).lines.join('\n');
  const password = /Password \(shown this once\): (\S+)/.exec(text)?.[1] ?? '';
  const secret = /TOTP secret: (\S+)/.exec(text)?.[1] ?? '';
  if (!password || !secret) throw new Error(`moderators add printed no password or secret: ${text}`);
  return { email, password, secret };
}

/**
 * Waits until at least 12 s remain in the current 30-second step, so that codes taken now for the steps -1, 0 and
 * +1 are all still accepted when a slow sign-in (argon2id on a loaded machine) reaches the check.
 */
export async function steadyStep(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  // time passes: the clock moves into the next TOTP step
  if (left < 12_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** The code of the 30-second step `steps` from now: each step is taken once, so sign-ins use -1, 0, then +1. */
export const codeAt = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

export function consoleSignIn(
  server: TestServer,
  m: Moderator,
  fields: { code: string; password?: string; ip?: string; cookie?: string },
) {
  return server.app.inject({
    method: 'POST',
    url: '/admin/api/signin',
    remoteAddress: fields.ip ?? freshIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(fields.cookie ? { cookie: fields.cookie } : {}),
    },
    payload: new URLSearchParams({
      email: m.email,
      password: fields.password ?? m.password,
      code: fields.code,
    }).toString(),
  });
}

/** The `name=value` of a cookie an answer set ('' when it set none). */
export function setCookie(response: { headers: Record<string, unknown> }, name = MODERATOR_COOKIE): string {
  const set = response.headers['set-cookie'];
  const all = (Array.isArray(set) ? set : [set]).map((c) => String(c ?? ''));
  return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';
}

/** A reported conversation of 30 messages ("message 1" … "message 30"); answers the report's id. */
export async function reportedConversation(server: TestServer): Promise<string> {
  const db = server.database.db;
  const { a: reporter, b: reported, room } = await make.room(server);
  const start = Date.now() - 3 * 3600_000;
  for (let i = 1; i <= 30; i += 1) {
    await db.insert(chatMessages).values({
      roomId: room,
      fromId: i % 2 ? reported.id : reporter.id,
      type: 'text',
      chattext: `message ${i}`,
      createdAt: new Date(start + i * 60_000),
    });
  }
  const [report] = await db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      reportedId: reported.id,
      roomId: room,
      reason: 'Harassment',
      details: 'Rude',
      createdAt: new Date(start + 15 * 60_000 + 30_000),
    })
    .returning({ id: reports.id });
  return report?.id as string;
}
