import pg from 'pg';

/**
 * Called with each notice's payload, and with null when notices may have been missed (the
 * connection was lost and made again): the listener must then assume that anything changed.
 */
export type NoticeHandler = (payload: string | null) => void;

const RETRY_MS = { first: 500, max: 30_000 };

/**
 * LISTEN on a connection of its own to the PostgreSQL server, made again (with back-off) whenever it
 * is lost, so notices from every process and tool reach this one. Answers a function that stops.
 */
export function listenOnServer(
  url: string,
  channel: string,
  onNotice: NoticeHandler,
  log: (message: string) => void = console.error,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;
  let warned = false;

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (!stopped && !warned) log(`change notices lost: ${error?.message ?? 'connection ended'}`);
      warned = true;
      next.removeAllListeners('end');
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => onNotice(message.payload ?? ''));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) return void (await next.end());
      retryMs = RETRY_MS.first;
      warned = false;
      // Whatever happened while no one listened is unknown.
      onNotice(null);
    } catch (error) {
      lost(error as Error);
    }
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
