// The shield's counts at /metrics (docs/OPERATIONS.md): images classified, flagged, failed (counted as not
// flagged) and refused for a full queue, and the last model load's time.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Shield, ShieldStats } from './shield.ts';

const COUNTS: [keyof ShieldStats, string][] = [
  ['classified', 'Chat images the explicit-image shield classified'],
  ['flagged', 'Chat images the shield flagged as possibly explicit'],
  ['failed', 'Chat images whose classification failed (timed out, worker crashed, undecodable): not flagged'],
  ['refused', 'Chat image uploads refused because too many images were waiting for the classifier'],
];

export function registerShieldMetrics(registry: Registry, shield: Pick<Shield, 'stats'>): void {
  for (const [key, help] of COUNTS) {
    new Counter({
      name: `shield_images_${key}_total`,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(Number(shield.stats()[key]));
      },
    });
  }
  new Gauge({
    name: 'shield_model_load_seconds',
    help: "The explicit-image shield's last model load (nsfwjs MobileNetV2, CPU backend)",
    registers: [registry],
    collect() {
      const ms = shield.stats().lastLoadMs;
      if (ms !== null) this.set(ms / 1000);
    },
  });
}
