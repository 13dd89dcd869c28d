// The AI image actions of RULES.md "Reads and writes": thin handlers over the images service.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { ImagesService } from './images.service.ts';

type ImageActions =
  | 'userimages'
  | 'userimagespage'
  | 'generateimage'
  | 'imagejob'
  | 'selectimage'
  | 'delaiimage';

export function imagesActions(images: ImagesService): Pick<Handlers<typeof ACTIONS>, ImageActions> {
  return {
    userimages: async ({ viewer, input }) => ({
      images: await images.list(viewer.userId, input.profile === '1'),
    }),
    userimagespage: async ({ viewer, input }) => images.page(viewer.userId, input.page),
    generateimage: async ({ viewer, input }) => images.generate(viewer.userId, input),
    imagejob: async ({ viewer, input }) => images.job(viewer.userId, input.id),
    selectimage: async ({ viewer, input }) => {
      await images.select(viewer.userId, input.imageid);
      return {};
    },
    delaiimage: async ({ viewer, input }) => {
      await images.remove(viewer.userId, input.fileid);
      return {};
    },
  };
}
