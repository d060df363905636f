import { afterEach } from 'vitest';
import { Window } from 'happy-dom';

/*
 * A DOM (happy-dom) over Node's own globals: the components run in it, and the API they call runs
 * in the same process as it does on a server (Node's URL, fetch and timers stay). Test files share
 * their worker's modules (vitest.config.ts), so the DOM is made once per worker: each file starts
 * from an empty page (resetPage after every test).
 */
const globals = globalThis as Record<string, unknown>;
if (!globals.__testDom) {
  const dom = new Window({ url: 'http://localhost/' });
  globals.__testDom = dom;
  for (const key of Object.getOwnPropertyNames(dom))
    if (!(key in globalThis)) globals[key] = (dom as unknown as Record<string, unknown>)[key];
  // The DOM's events are its own (a Node Event cannot be dispatched on a DOM element).
  for (const key of ['Event', 'CustomEvent', 'EventTarget'])
    globals[key] = (dom as unknown as Record<string, unknown>)[key];
  globals.window = dom;
  globals.document = dom.document;
  globals.navigator = dom.navigator;
  // Mantine reads these, which a DOM without layout does not have.
  dom.HTMLElement.prototype.scrollIntoView = () => {};
  // Mantine's growing text areas listen for web fonts loading.
  if (!('fonts' in dom.document))
    Object.defineProperty(dom.document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
}

// A screen's wait for text or an element holds up to five seconds, not one: test files run two at
// a time, and a wait ends as soon as what it waits for is there.
const { configure } = await import('@testing-library/react');
configure({ asyncUtilTimeout: 5000 });

const { resetPage } = await import('./render');
afterEach(resetPage);
