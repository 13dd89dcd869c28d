// The client errors feature: `clienterror` takes the web app's error reports, limited in the server's limiters, counted
// in /metrics and logged (platform/metrics/client-errors.ts).
import { defineFeature } from '../../platform/feature/feature.ts';
import { clientErrorActions } from '../../platform/metrics/client-errors.ts';
import type { Platform } from '../../platform/platform.ts';

export function createClientErrorsModule({ metrics, limiters }: Platform) {
  return defineFeature({ name: 'client-errors', actions: clientErrorActions(metrics, limiters) });
}
