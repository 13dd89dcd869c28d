// The help catalogue and the running server agree: every command a feature or the platform declares (its
// `adminCommands`, registered by register-features.ts) is listed by `npm run admin -- help`, and help lists nothing
// a server would not run. A command added to a feature but not to the catalogue fails here, by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { ADMIN_COMMANDS } from './admin-commands.ts';
import { runAdmin } from './admin-runner.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const names = (commands: readonly { name: string }[]) => commands.map((c) => c.name).sort();

describe('admin commands', () => {
  it('are the same set in the help catalogue and in the running server, each declared once', () => {
    expect(names(server.app.adminCommands)).toEqual(names(ADMIN_COMMANDS));
    expect(new Set(names(ADMIN_COMMANDS)).size).toBe(ADMIN_COMMANDS.length);
    for (const command of server.app.adminCommands) expect(ADMIN_COMMANDS).toContain(command);
  });

  it("run from the server's own list: a feature's command answers through it", async () => {
    const answer = await runAdmin(server.app, server.app.adminCommands, ['reports'], 'ops');
    expect(answer.status).toBe(0);
    const unknown = await runAdmin(server.app, server.app.adminCommands, ['unban', 'x'], 'ops');
    expect(unknown.status).toBe(1);
    expect(unknown.lines[0]).toBe('Unknown command: unban x');
  });
});
