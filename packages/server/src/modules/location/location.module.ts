// The location feature: positions as logincheck brings them (`record`, lent to auth), each with its shown
// point and place name, and the changes a person may make an hour and a day.
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Platform } from '../../platform/platform.ts';
import { loadGazetteer } from './gazetteer.ts';
import { LOCATION_EXPORT } from './location.export.ts';
import { createLocationRepo } from './location.repo.ts';
import { createLocationService } from './location.service.ts';

export function createLocationModule({ db, config, limiters, log }: Platform) {
  const service = createLocationService(createLocationRepo(db), {
    shownPointSecret: config.locationSecret,
    changes: {
      hourly: config.abuse.locationHourly && limiters('location-hourly', config.abuse.locationHourly),
      daily: config.abuse.locationDaily && limiters('location-daily', config.abuse.locationDaily),
    },
  });
  return defineFeature(
    {
      name: 'location',
      exportSections: LOCATION_EXPORT,
      // A listening server loads the 17 MB gazetteer at once, so the first logincheck with a position does not wait
      // (tests that only inject requests skip it), then names the shown point of positions stored before
      // drizzle/0012, whose cards name no place until then (docs/REFERENCE.md "The tree", location/).
      onListen: () => {
        void loadGazetteer()
          .then(() => service.nameShownPoints())
          .then((named) => {
            if (named > 0) log.info({ named }, 'named the shown points of older positions');
          })
          .catch((err: unknown) => log.warn({ err }, 'could not name the shown points of older positions'));
      },
    },
    { record: service.record },
  );
}
