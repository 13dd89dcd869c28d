// While the tab is in the background with news waiting, its title starts with the count ("(3) Matches ·
// Rookery") and the favicon carries a coral dot drawn on a canvas; both go back the moment the tab is seen.
import { useEffect, useSyncExternalStore } from 'react';
import { badgedTitle } from './alerts-cache.ts';

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const DOT_COLOUR = '#ff7a59';
const SIZE = 64;

/** The icon with a dot in its top-right corner, as a data: URL (the icon alone when it cannot be read). */
async function dottedIcon(href: string): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const draw = canvas.getContext('2d');
  if (!draw) return href;
  try {
    const image = new Image();
    image.src = href;
    await image.decode();
    draw.drawImage(image, 0, 0, SIZE, SIZE);
  } catch {
    // No icon to draw on: the dot alone still says there is news.
  }
  draw.beginPath();
  draw.arc(SIZE - 16, 16, 15, 0, Math.PI * 2);
  draw.fillStyle = DOT_COLOUR;
  draw.fill();
  draw.lineWidth = 4;
  draw.strokeStyle = '#ffffff';
  draw.stroke();
  return canvas.toDataURL('image/png');
}

export function useTabBadge(count: number): void {
  const hidden = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
  const badged = hidden && count > 0;

  useEffect(() => {
    document.title = badgedTitle(document.title, badged ? count : 0);
    // A screen renaming the tab while it is hidden keeps the count in front.
    const title = document.querySelector('title');
    if (!badged || !title) return;
    const observer = new MutationObserver(() => {
      const next = badgedTitle(document.title, count);
      if (next !== document.title) document.title = next;
    });
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = badgedTitle(document.title, 0);
    };
  }, [badged, count]);

  useEffect(() => {
    if (!badged) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    const original = link.href;
    const originalType = link.type;
    let cancelled = false;
    void dottedIcon(original).then((url) => {
      if (cancelled) return;
      link.type = 'image/png';
      link.href = url;
    });
    return () => {
      cancelled = true;
      link.type = originalType;
      link.href = original;
    };
  }, [badged]);
}
