import { describe, expect, it } from 'vitest';
import {
  afterSelecting,
  backFromChild,
  backFromImages,
  collectionFromChild,
  imagesPath,
  imageUrl,
  newImagePath,
  originOf,
  viewImagePath,
} from './image-routes.ts';

const origin = (query: string) => originOf(new URLSearchParams(query));

describe('image screen routes', () => {
  it('the collection opened from the media hub hands its origin on as from2', () => {
    const hub = origin('from=profile2');
    expect(newImagePath('images', hub.from)).toBe('/app/newimage?from=images&from2=profile2');
    expect(viewImagePath('abc', 'images', hub.from)).toBe('/app/viewimage?id=abc&from=images&from2=profile2');
    expect(newImagePath('images', null)).toBe('/app/newimage?from=images');
  });

  it('back from the collection returns to its origin', () => {
    expect(backFromImages(origin('from=profile2'))).toBe('/app/profile2');
    expect(backFromImages(origin(''))).toEqual({ history: true, fallback: '/app' });
  });

  it('back from a child screen returns to the collection with refresh, keeping its origin', () => {
    // Back in history, never a new collection entry (that made Back loop between collection and generator).
    expect(backFromChild(origin('from=images&from2=profile2'))).toEqual({
      history: true,
      fallback: '/app/images?from=profile2&refresh=true',
    });
    expect(backFromChild(origin('from=images&from2=store'))).toEqual({
      history: true,
      fallback: '/app/images?from=store&refresh=true',
    });
    expect(collectionFromChild(origin('from=images&from2=store'))).toEqual({
      history: true,
      fallback: '/app/images?from=store',
    });
    expect(collectionFromChild(origin('from=profile1'))).toBe('/app/images');
    expect(backFromChild(origin('from=chat'))).toEqual({ history: true, fallback: '/app/images' });
    expect(backFromChild(origin('from=profile1'))).toBe('/app/profile1?refresh=true');
  });

  it('choosing a public image returns to the media hub only when the choice started there', () => {
    expect(afterSelecting(origin('from=images&from2=profile2'))).toBe('/app/profile2');
    expect(afterSelecting(origin('from=profile2'))).toBe('/app/profile2');
    expect(afterSelecting(origin('from=images'))).toBeNull();
    expect(afterSelecting(origin('from=chat'))).toBeNull();
  });

  it('pages after the first are in the query', () => {
    expect(imagesPath('profile2', 2)).toBe('/app/images?from=profile2&page=2');
    expect(imagesPath(null, 0)).toBe('/app/images');
  });

  it('downloads the png, as an attachment when asked', () => {
    expect(imageUrl('f00')).toBe('/download?type=AIImage&file=f00.png');
    expect(imageUrl('f00', true)).toBe('/download?type=AIImage&file=f00.png&download=1');
  });
});
