import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Rows mounted while the table is being scrolled wait for the scrolling to stop before they mount
 * their editors: antd widgets cost tens of milliseconds a row, which a fast flick through 10,000
 * rows in edit-always mode cannot afford every frame. Until then those rows show their cells as
 * text (a click still edits). Once scrolling stops, the waiting rows turn live one per frame, so
 * no single frame pays for all of them.
 */
export interface ScrollSettle {
  isScrolling: () => boolean;
  /** Calls `turnLive` once scrolling has stopped (queued behind rows that waited before). */
  whenSettled: (turnLive: () => void) => () => void;
  /** Told by the table each time the virtualizer's scrolling state may have changed. */
  setScrolling: (scrolling: boolean) => void;
}

export function createScrollSettle(): ScrollSettle {
  let scrolling = false;
  const waiting: (() => void)[] = [];
  let frame: number | null = null;
  const drain = () => {
    frame = null;
    if (scrolling) return;
    waiting.shift()?.();
    if (waiting.length > 0) frame = requestAnimationFrame(drain);
  };
  return {
    isScrolling: () => scrolling,
    whenSettled: (turnLive) => {
      waiting.push(turnLive);
      if (!scrolling && frame === null) frame = requestAnimationFrame(drain);
      return () => {
        const index = waiting.indexOf(turnLive);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
    setScrolling: (next) => {
      if (next === scrolling) return;
      scrolling = next;
      if (!scrolling && waiting.length > 0 && frame === null) frame = requestAnimationFrame(drain);
    },
  };
}

export const ScrollSettleContext = createContext<ScrollSettle | null>(null);

/** Whether a row shows its editors: at once when mounted at rest, else after the scrolling stops. */
export function useSettledLive(): boolean {
  const settle = useContext(ScrollSettleContext);
  const [isLive, setLive] = useState(() => !settle?.isScrolling());
  useEffect(() => {
    if (isLive || !settle) return;
    return settle.whenSettled(() => setLive(true));
  }, [isLive, settle]);
  return isLive;
}
