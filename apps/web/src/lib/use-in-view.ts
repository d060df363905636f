import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element (given `ref`) is within `rootMargin` of the viewport, told by an
 * IntersectionObserver: nothing reads the layout, and the component re-renders only when the answer
 * changes. Null until the observer first answers (and on the server).
 */
export function useInView<T extends Element = HTMLDivElement>(rootMargin = '0px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState<boolean | null>(null);
  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      rootMargin,
    });
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, [rootMargin]);
  return [inView, ref] as const;
}
