// Starts the topology before the journey and stops it after (the function it answers is Playwright's teardown).
// The journey finds the SMTP server, the bucket, nginx's access log and coturn's log through these variables.
import { startTopology } from './topology.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const topology = await startTopology();
  console.log(`topology up in ${((Date.now() - started) / 1000).toFixed(1)} s (${topology.dir})`);
  process.env.E2E_MAIL_URL = topology.mailUrl;
  process.env.E2E_S3 = JSON.stringify(topology.s3);
  process.env.E2E_NGINX_ACCESS_LOG = topology.accessLog;
  process.env.E2E_APP_SERVERS = topology.appUrls.join(',');
  process.env.E2E_TURN_LOG = topology.turnLog;
  // The journey lists the bucket with the AWS SDK, which would warn that its 2027 releases need Node 22.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return () => topology.stop();
}
