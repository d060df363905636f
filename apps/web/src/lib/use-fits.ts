import { useEffect, useRef, useState } from 'react';

/**
 * Whether a row (the third ref) fits the room it is given (the second), told by a ResizeObserver
 * as either changes: a window made narrower, words of another language, links a role adds. True
 * until first measured (and on the server).
 */
export function useFits() {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(true);
  useEffect(() => {
    const room = outer.current;
    const row = inner.current;
    if (!room || !row || typeof ResizeObserver === 'undefined') return;
    // A pixel of rounding is not overflow.
    const measure = () => setFits(row.scrollWidth <= room.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(room);
    observer.observe(row);
    measure();
    return () => observer.disconnect();
  }, []);
  return [fits, outer, inner] as const;
}
