// The topology's mail server: SMTP over implicit TLS (a self-signed certificate the app servers trust through
// SMTP_CA_FILE) with a password, run as its own process by topology.ts. It keeps what it receives in memory and shows
// it on a small loopback HTTP endpoint for the journey: GET /mail?to=<address> answers [{ to, subject, raw }].
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

interface Received {
  to: string[];
  subject: string;
  raw: string;
}

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is needed.`);
  return value;
};
const user = env('SMTP_TEST_USER');
const password = env('SMTP_TEST_PASSWORD');
const received: Received[] = [];

const smtp = new SMTPServer({
  secure: true,
  key: readFileSync(env('SMTP_TEST_KEY')),
  cert: readFileSync(env('SMTP_TEST_CERT')),
  authMethods: ['PLAIN', 'LOGIN'],
  onAuth(auth, _session, callback) {
    if (auth.username === user && auth.password === password) return callback(null, { user });
    return callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      // An unfolded Subject header (the app's subjects are plain ASCII).
      const subject =
        /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
      received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, raw });
      callback();
    });
  },
});
// A client that drops the connection mid-handshake is its own problem, not this server's.
smtp.on('error', (error) => console.error(`smtp: ${error.message}`));

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== '/mail') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = to ? received.filter((mail) => mail.to.includes(to)) : received;
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(mails));
});

const host = process.env.SMTP_TEST_HOST ?? '127.0.0.1';
await new Promise<void>((resolve) => smtp.listen(Number(env('SMTP_TEST_PORT')), host, resolve));
await new Promise<void>((resolve) => http.listen(Number(env('SMTP_TEST_HTTP_PORT')), '127.0.0.1', resolve));
process.stdout.write('listening\n');
process.once('SIGTERM', () => {
  http.close();
  smtp.close(() => process.exit(0));
});
