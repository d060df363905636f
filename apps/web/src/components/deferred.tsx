import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Runs `task` once the browser has nothing more urgent to do (soon after, where it cannot tell). */
export function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

/**
 * Parts of the layout that exist only in the browser (floating buttons, the toast stack): built once
 * the page has been taken over and the browser is idle, as a transition that yields between
 * components, instead of in one block right after hydration.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), []);
  return ready ? children : null;
}
