// The shield's counts at /metrics (docs/OPERATIONS.md): images classified, flagged, failed (counted as not
// flagged), refused for a full queue and refused for a sender's own full share, and the last model load's time.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Shield, ShieldStats } from './shield.ts';

const COUNTS: [keyof ShieldStats, string, string][] = [
  ['classified', 'classified', 'Images (chat and AI) the explicit-image shield classified'],
  ['flagged', 'flagged', 'Images the shield flagged as possibly explicit'],
  [
    'failed',
    'failed',
    'Images whose classification failed (timed out, worker crashed, undecodable): not flagged',
  ],
  ['refused', 'refused', 'Images refused because too many were waiting for the classifier in all (503)'],
  [
    'senderRefused',
    'sender_refused',
    'Images refused because their sender already had SHIELD_SENDER_QUEUE images on the way (429)',
  ],
];

export function registerShieldMetrics(registry: Registry, shield: Pick<Shield, 'stats'>): void {
  for (const [key, name, help] of COUNTS) {
    new Counter({
      name: `shield_images_${name}_total`,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(Number(shield.stats()[key]));
      },
    });
  }
  new Gauge({
    name: 'shield_images_waiting',
    help: 'Images waiting for the explicit-image shield now (all senders, not counting the one being classified)',
    registers: [registry],
    collect() {
      this.set(shield.stats().waiting);
    },
  });
  new Gauge({
    name: 'shield_model_load_seconds',
    help: "The explicit-image shield's last model load (nsfwjs MobileNetV2, WebAssembly backend)",
    registers: [registry],
    collect() {
      const ms = shield.stats().lastLoadMs;
      if (ms !== null) this.set(ms / 1000);
    },
  });
}
