// The pebbles feature: the balance every paid feature spends from (lent to them as `service`), and the rewarded
// ads that add to it.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import { createAdsRepo } from './ads.repo.ts';
import { createAdsService } from './ads.service.ts';
import { PEBBLES_EXPORT } from './pebbles.export.ts';
import { createPebblesRepo } from './pebbles.repo.ts';
import { pebblesActions } from './pebbles.routes.ts';
import { createPebblesService } from './pebbles.service.ts';

export function createPebblesModule({ db, config }: Platform) {
  const repo = createPebblesRepo(db);
  const service = createPebblesService(repo);
  const ads = createAdsService(createAdsRepo(db, repo), config.ads);
  return defineFeature(
    { name: 'pebbles', exportSections: PEBBLES_EXPORT, actions: pebblesActions(service, ads) },
    { service },
  );
}
