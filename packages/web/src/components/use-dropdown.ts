// A menu button and its panel (WAI-ARIA APG "Menu Button" behaviour): opening moves focus to the first item, the
// arrow keys, Home and End move between items, Escape closes and returns focus to the button, Tab closes and goes
// on from the button (the items follow it in the tab order). Choosing an item gives focus back to the button first,
// so a dialog the item opens returns focus there when it closes. An outside press and any navigation close it.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const ITEM = 'button:not([disabled]), a[href]';

export function useDropdown() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Any navigation closes the menu, including a click on the link of the current page.
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const items = () => Array.from(panel?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    items()[0]?.focus();

    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (buttonRef.current?.contains(target) || panel?.contains(target)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPanelKeyDown = (event: KeyboardEvent) => {
      const list = items();
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = {
        ArrowDown: (at + 1) % list.length,
        ArrowUp: (at - 1 + list.length) % list.length,
        Home: 0,
        End: list.length - 1,
      }[event.key];
      if (next !== undefined && list.length > 0) {
        event.preventDefault();
        list[next]?.focus();
      } else if (event.key === 'Tab') {
        // Out of the menu: it closes, and focus goes on from the button as the browser would.
        setOpen(false);
      }
    };
    // Before the item's own handler (React listens at the root, above the panel): a dialog it opens then finds
    // focus on the button, and returns it there.
    const onPanelClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(ITEM)) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    panel?.addEventListener('keydown', onPanelKeyDown);
    panel?.addEventListener('click', onPanelClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      panel?.removeEventListener('keydown', onPanelKeyDown);
      panel?.removeEventListener('click', onPanelClick);
    };
  }, [open]);

  return {
    open,
    close,
    toggle,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelProps: { ref: panelRef, id: panelId, hidden: !open },
  };
}
