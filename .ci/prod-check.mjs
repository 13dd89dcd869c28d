#!/usr/bin/env node
// .ci/prod-build's check of a production server, with Node's own modules only (it runs beside a tree that has no
// dev dependencies): a plain SMTP sink on $SMTP_PORT keeps the mail, and the server at $URL must answer /healthz and
// /readyz 200, serve the public pages rendered for its configuration, and register an account whose code, read from that mail, verifies it.
import { once } from 'node:events';
import { createServer } from 'node:net';

const url = process.env.URL;
const smtpPort = Number(process.env.SMTP_PORT);
const mails = [];

/** Just enough SMTP (RFC 5321) for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, QUIT; no TLS offered. */
const smtp = createServer((socket) => {
  let buffer = '';
  let inData = false;
  socket.setEncoding('utf8');
  socket.write('220 prod-check ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mails.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 kept\r\n');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const line = buffer.slice(0, eol);
      buffer = buffer.slice(eol + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') socket.write('250-prod-check\r\n250 8BITMIME\r\n');
      else if (verb === 'DATA') {
        inData = true;
        socket.write('354 go on\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
  socket.on('error', () => {});
});

async function check(what, condition, detail = '') {
  if (!condition) throw new Error(`${what} failed ${detail}`);
  console.log(`ok: ${what}`);
}

async function main() {
  smtp.listen(smtpPort, '127.0.0.1');
  await once(smtp, 'listening');
  try {
    const health = await fetch(`${url}/healthz`);
    await check('/healthz 200', health.status === 200, String(health.status));
    const ready = await fetch(`${url}/readyz`);
    await check('/readyz 200', ready.status === 200, `${ready.status} ${await ready.text()}`);
    // The build prerendered the pages with the default names; this server has its own (BRAND_COMPANY), so it renders
    // them at start from the web build's SSR bundle, which must not need the web app's build-time packages.
    const page = await (await fetch(`${url}/`)).text();
    await check(
      `the landing page rendered for this configuration (${process.env.BRAND_COMPANY})`,
      /<div id="root"><\w/.test(page) && page.includes(String(process.env.BRAND_COMPANY)),
    );
    const email = `prod-${Date.now()}@example.test`;
    const signUp = await fetch(`${url}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          platform: 'Register',
          name: 'Prod Check',
          username: email,
          password: 'a long enough pass 42',
          deviceid: 'web',
        },
      }),
    });
    const signUpBody = await signUp.text();
    await check('sign-up 200', signUp.status === 200, `${signUp.status} ${signUpBody}`);
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0];
    const deadline = Date.now() + 20_000;
    let code;
    while (!code && Date.now() < deadline) {
      const mail = mails.find((m) => m.includes(email));
      // The code stands alone on its line, four spaces in (modules/auth/auth.mail.ts).
      code = mail?.match(/^ {4}(\d{4,8})\r?$/m)?.[1];
      if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await check('the code mailed over SMTP', Boolean(code), `(mails kept: ${mails.length})`);
    const verify = await fetch(`${url}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ action: 'verifycode', data: { code } }),
    });
    const verifyBody = await verify.text();
    await check('verifycode 200', verify.status === 200, `${verify.status} ${verifyBody}`);
    // The explicit-image shield's worker thread is its own bundle (dist/shield-worker.js): its model must load
    // without tsx (shield_model_load_seconds at /metrics is set once it has).
    const shieldDeadline = Date.now() + 120_000;
    let loaded = 0;
    while (!(loaded > 0) && Date.now() < shieldDeadline) {
      const metrics = await (await fetch(`${url}/metrics`)).text();
      loaded = Number(metrics.match(/^shield_model_load_seconds (\S+)$/m)?.[1] ?? 0);
      if (!(loaded > 0)) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await check(
      `the explicit-image shield's model loaded in its worker (${loaded.toFixed(1)} s)`,
      loaded > 0,
    );
  } finally {
    smtp.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`prod-check: ${err.message}`);
    console.error(mails.map((m) => m.slice(-600)).join('\n----\n'));
    process.exit(1);
  },
);
