// The attack: a muted person cannot write to their match, so they rename themselves instead ("You will
// regret blocking me") and their match reads it in the matches list, the chat header and every notification. Against
// a real server muted through the admin runner: a display name or real name change is refused with the mute's date,
// and so are the profile texts a match reads (tagline, about you, ideal partner); the name the match sees stays, the
// rest of the profile can still be edited, and a lifted mute lets the rename in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../admin/admin-commands.ts';
import { runAdmin } from '../admin/admin-runner.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { MUTED_TEXT } from '../modules/moderation/mute-check.ts';
import { profiles } from '../modules/profile/profile.schema.ts';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';

const fixture = useSocketServer();
const admin = (...argv: string[]) => runAdmin(fixture.server.app, ADMIN_COMMANDS, argv, 'ana');
const THREAT = 'You will regret blocking me';

async function ownProfile(person: SignedInPerson): Promise<Record<string, unknown>> {
  const answer = (await apiGet(fixture.server, 'profile', { cookie: person.cookie })).json();
  return answer.profile[0] as Record<string, unknown>;
}

/** The editor's save: the profile as `profile` reads it, with some fields changed. */
async function saveProfile(person: SignedInPerson, changes: Record<string, unknown>) {
  const { user_id, country, latitude, longitude, ...editable } = await ownProfile(person);
  return apiPost(
    fixture.server,
    'updateprofile',
    { profile: { ...editable, ...changes } },
    { cookie: person.cookie },
  );
}

async function nameSeenBy(viewer: SignedInPerson, room: string): Promise<unknown> {
  const list = (await apiGet(fixture.server, 'matches', { cookie: viewer.cookie })).json();
  return (list.matches as { match_id: string; display_name: string }[]).find((m) => m.match_id === room)
    ?.display_name;
}

describe('a muted person renaming themselves', () => {
  it('is refused with the mute’s date; the match still sees the old name; other edits and a lifted mute pass', async () => {
    const { a, b, room } = await make.room(fixture.server, { fullMatch: true });
    const mute = await admin('mute', a.email, '--until', '2031-03-03', '--reason', 'Threats', '--by', 'mo');
    expect(mute.status).toBe(0);
    const refusal = "You can't change your name until 3 March 2031.";
    expect(refusal).toBe(MUTED_TEXT.renameUntil(new Date('2031-03-03T00:00:00Z')));

    const attempts: [string, () => ReturnType<typeof apiPost>][] = [
      ['display name', () => saveProfile(a, { display_name: THREAT })],
      ['real name', () => saveProfile(a, { real_name: THREAT })],
      [
        'both, with the tagline',
        () => saveProfile(a, { display_name: THREAT, real_name: THREAT, tagline: 'hi' }),
      ],
      ['account name', () => apiPost(fixture.server, 'newname', { name: THREAT }, { cookie: a.cookie })],
    ];
    for (const [what, attempt] of attempts) {
      const res = await attempt();
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toMatchObject({ success: false, error: refusal });
    }
    const [stored] = await fixture.server.database.db
      .select({ displayName: profiles.displayName, realName: profiles.realName, name: users.name })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, a.id));
    expect(JSON.stringify(stored)).not.toContain(THREAT);
    expect(await nameSeenBy(b, room)).toBe(a.displayName);

    // The texts a match reads are messages too: a new tagline, about-you or ideal partner is refused the same way.
    const rewrite = "You can't change what others read on your profile until 3 March 2031.";
    expect(rewrite).toBe(MUTED_TEXT.rewriteUntil(new Date('2031-03-03T00:00:00Z')));
    for (const field of ['tagline', 'description', 'ideal_partner']) {
      const res = await saveProfile(a, { [field]: THREAT });
      expect(res.statusCode, field).toBe(403);
      expect(res.json(), field).toMatchObject({ success: false, error: rewrite });
    }
    const profileSeen = (await apiGet(fixture.server, `profilebyid&id=${a.id}`, { cookie: b.cookie })).json();
    expect(JSON.stringify(profileSeen)).not.toContain(THREAT);

    // A mute stops reaching others, not keeping one's own profile: what only the deck's matching reads still saves.
    expect((await saveProfile(a, { younger: -5, older: 5 })).statusCode).toBe(200);
    expect((await ownProfile(a)).older).toBe(5);

    // The other member is not muted.
    expect((await saveProfile(b, { display_name: 'Still free' })).statusCode).toBe(200);

    expect((await admin('lift', a.email, '--reason', 'Served', '--by', 'mo')).status).toBe(0);
    expect((await saveProfile(a, { display_name: 'Calmer' })).statusCode).toBe(200);
    expect(await nameSeenBy(b, room)).toBe('Calmer');
  });

  it('without an end, says so', async () => {
    const { a } = await make.room(fixture.server);
    expect((await admin('mute', a.email, '--reason', 'Threats', '--by', 'mo')).status).toBe(0);
    const res = await saveProfile(a, { display_name: THREAT });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MUTED_TEXT.renameIndefinite);
  });
});
