import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Work that a request starts but does not wait for: it runs once the answer is sent, so that how
 * long the answer takes says nothing about the work (whether an e-mail has an account, say).
 * Closing the app waits for the work under way; a failure is logged, never answered.
 */
export interface Background {
  /** Runs `task` once the request's answer is sent. */
  afterAnswer(request: FastifyRequest, task: () => Promise<unknown>): void;
  /** Resolves when no work is under way (tests, shutdown). */
  settled(): Promise<void>;
  /** Tests: work that starts from now on waits until the returned function is called. */
  hold(): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

export function registerBackground(app: FastifyInstance) {
  const queued = new WeakMap<FastifyRequest, (() => Promise<unknown>)[]>();
  const running = new Set<Promise<void>>();
  let held: Promise<void> | null = null;

  const start = (request: FastifyRequest, task: () => Promise<unknown>) => {
    const gate = held;
    const run: Promise<void> = (async () => {
      if (gate) await gate;
      await task();
    })()
      .catch((error: unknown) => request.log.error({ err: error }, 'work after the answer failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };

  app.decorate('background', {
    afterAnswer(request, task) {
      const tasks = queued.get(request);
      if (tasks) tasks.push(task);
      else queued.set(request, [task]);
    },
    async settled() {
      while (running.size) await Promise.all([...running]);
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  } satisfies Background);

  app.addHook('onResponse', async (request) => {
    for (const task of queued.get(request) ?? []) start(request, task);
    queued.delete(request);
  });
  app.addHook('onClose', async () => app.background.settled());
}
