/** How long a process may take to shut down before it exits anyway (with a non-zero code). */
export const SHUTDOWN_LIMIT_MS = 10_000;

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Runs one named part of a shutdown; the parts not finished are named if time runs out. */
export type ShutdownStep = <T>(name: string, work: () => Promise<T> | T) => Promise<T>;

/**
 * On the first SIGTERM or SIGINT, runs `stop` (further signals are ignored), then exits 0. If the
 * shutdown fails, or is not done within `limitMs`, the process exits 1 and logs which steps were
 * still under way.
 */
export function stopOnSignals(
  log: Log,
  stop: (step: ShutdownStep) => Promise<void>,
  limitMs = SHUTDOWN_LIMIT_MS,
) {
  const pending = new Set<string>();
  const step: ShutdownStep = async (name, work) => {
    pending.add(name);
    try {
      return await work();
    } finally {
      pending.delete(name);
    }
  };
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error(
        { waiting_for: [...pending], limit_ms: limitMs },
        'shutdown did not finish in time: exiting',
      );
      process.exit(1);
    }, limitMs);
    stop(step).then(
      () => {
        log.info({}, 'shut down');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error, waiting_for: [...pending] }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
