// Where the image screens lead (RULES.md "Screens and routes"): the collection
// passes its own origin on as from2, so a person who came from the media hub returns there after choosing.
import { aiImageUrl } from '@rookery/shared/api/files.ts';
import type { BackTarget } from '../shell/app-screen.tsx';

/** The query of an image screen: where it was opened from, and where that screen was opened from. */
export interface ImageOrigin {
  from: string | null;
  from2: string | null;
}

export function originOf(search: URLSearchParams): ImageOrigin {
  return { from: search.get('from'), from2: search.get('from2') };
}

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The collection, remembering where it was opened from; `refresh` as RULES.md "Screens and routes" asks on return
 * from a child.
 */
export function imagesPath(from: string | null, page = 0, refresh = false): string {
  return withQuery('/app/images', {
    from,
    page: page > 0 ? String(page) : null,
    refresh: refresh ? 'true' : null,
  });
}

/** The generator opened from the collection (from=images) carries the collection's own origin as from2. */
export function newImagePath(from: string, from2: string | null): string {
  return withQuery('/app/newimage', { from, from2 });
}

export function viewImagePath(id: string, from: string, from2: string | null): string {
  return withQuery('/app/viewimage', { id, from, from2 });
}

/** Back from the collection: the media hub when opened from it, else the previous page. */
export function backFromImages(origin: ImageOrigin): BackTarget {
  if (origin.from === 'profile2') return '/app/profile2';
  if (origin.from === 'profile1') return '/app/profile1?refresh=true';
  return { history: true, fallback: '/app' };
}

/** Where the generator's "See my collection" leads: back to the collection it came from, else there. */
export function collectionFromChild(origin: ImageOrigin): BackTarget {
  const path = imagesPath(origin.from === 'images' ? origin.from2 : null);
  return origin.from === 'images' ? { history: true, fallback: path } : path;
}

/** Back from the generator or the single image view. */
export function backFromChild(origin: ImageOrigin): BackTarget {
  switch (origin.from) {
    case 'images':
      // Back in history to the collection it came from: a new collection entry would make Back loop between
      // the two screens. Opened directly, it goes to the collection with refresh.
      return { history: true, fallback: imagesPath(origin.from2, 0, true) };
    case 'profile2':
      return '/app/profile2';
    case 'profile1':
      return '/app/profile1?refresh=true';
    default:
      // from=chat, and anything else, goes back in history.
      return { history: true, fallback: imagesPath(null) };
  }
}

/** After choosing a public image: back to the media hub when the choice started there, else stay. */
export function afterSelecting(origin: ImageOrigin): string | null {
  return origin.from === 'profile2' || origin.from2 === 'profile2' ? '/app/profile2' : null;
}

/** The picture itself (RULES.md "Files"); with `download` the server sends it as an attachment. */
export const imageUrl: (imageid: string, download?: boolean) => string = aiImageUrl;
