// The image collection's query keys: a selection, a deletion or a new image refreshes every screen that shows it.
export const imagesKeys = {
  all: ['images'] as const,
  page: (page: number) => ['images', 'page', page] as const,
  list: ['images', 'list'] as const,
  job: (id: string) => ['imagejob', id] as const,
};
