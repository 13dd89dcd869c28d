// `npm run topology`: starts the production topology (topology.ts) and keeps it up until Ctrl-C, printing where
// everything is, to try it by hand in a browser (http://rookery.localhost:28080) or to look at its logs.
import { startTopology } from './topology.ts';

const started = Date.now();
const topology = await startTopology();
console.log(`The topology is up in ${((Date.now() - started) / 1000).toFixed(1)} s:
  site (nginx)   ${topology.siteUrl}
  app servers    ${topology.appUrls.join(', ')}
  mail received  ${topology.mailUrl}/mail?to=<address>
  S3             ${topology.s3.endpoint}/${topology.s3.bucket}
  TURN relay     ${topology.relayIp}
  logs           ${topology.dir}/logs
Ctrl-C stops it.`);
await new Promise<void>((resolve) => {
  process.once('SIGINT', () => resolve());
  process.once('SIGTERM', () => resolve());
});
await topology.stop();
