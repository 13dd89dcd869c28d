// Helpers for the AI image tests: /api calls as a person, and waiting for an image job to end.
import type { ImageJob } from '@rookery/shared/api/images.actions.ts';
import type { TestUser } from '../../../testing/factories.ts';
import type { TestServer } from '../../../testing/test-server.ts';

export function post(server: TestServer, user: TestUser, action: string, data: unknown) {
  return server.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/json', cookie: user.cookie },
    payload: { action, data },
  });
}

export function get(server: TestServer, user: TestUser, action: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ action, ...query });
  return server.app.inject({ method: 'GET', url: `/api?${search}`, headers: { cookie: user.cookie } });
}

export function generate(
  server: TestServer,
  user: TestUser,
  description = 'A day at the beach',
  style = 'comic',
) {
  return post(server, user, 'generateimage', { description, style });
}

/** Polls imagejob until the job is done or failed. */
export async function waitForJob(
  server: TestServer,
  user: TestUser,
  jobid: string,
  ms = 20_000,
): Promise<ImageJob> {
  const started = Date.now();
  for (;;) {
    const answer = (await get(server, user, 'imagejob', { id: jobid })).json() as ImageJob & {
      success: boolean;
    };
    if (answer.status === 'done' || answer.status === 'failed') return answer;
    if (Date.now() - started > ms) throw new Error(`job ${jobid} still ${answer.status} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

/** Generates an image and waits for it; returns the image id. */
export async function makeImage(server: TestServer, user: TestUser, description = 'A day at the beach') {
  const started = await generate(server, user, description);
  if (started.statusCode !== 200)
    throw new Error(`generateimage answered ${started.statusCode}: ${started.body}`);
  const job = await waitForJob(server, user, started.json().jobid);
  if (!job.imageid) throw new Error(`the job failed: ${job.error}`);
  return job.imageid;
}
