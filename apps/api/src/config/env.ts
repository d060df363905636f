import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** A true-or-false setting whose default depends on others (undefined when not given). */
const boolOrUnset = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v)));

const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'must be a number' }).int().positive().optional().default(fallback);

/** Ranges that may be named instead of written out (as Fastify's trustProxy reads them). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrRange = (entry: string) => {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * The proxies whose X-Forwarded-For is believed: off (the socket's address is the client's) unless
 * their addresses are named. `true` and hop counts are refused: they would believe what a client
 * that reaches the server directly writes in the header.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined || ['false', 'off', 'no', '0'].includes(value)) return false as const;
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (!entries.length || wrong.length) {
      context.addIssue({
        code: 'custom',
        message: `must be false or the addresses of the proxies in front of the server, comma-separated (IP addresses, CIDR ranges such as 10.0.0.0/8, or loopback, linklocal, uniquelocal)${wrong.length ? `; not understood: ${wrong.join(', ')}` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    APP_URL: z.url({ error: 'must be a URL such as https://jobs.example.ae' }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
    /**
     * A streaming replica of DATABASE_URL for the public reads that may be a little behind (job
     * search, job and employer pages, news, sitemap); unset, every read goes to DATABASE_URL.
     */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
    DEMO: boolOrUnset,
    DISABLE_DEMO_ACCOUNTS: bool(false),
    WORKER: bool(true),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('LogiCareers <no-reply@logicareers.ae>'),
    SESSION_IDLE_HOURS: positiveInt(24 * 7),
    SESSION_ABSOLUTE_DAYS: positiveInt(30),
    RATE_LIMIT_AUTH_PER_MINUTE: positiveInt(10),
    RATE_LIMIT_FORMS_PER_MINUTE: positiveInt(20),
    TRUST_PROXY: trustProxy,
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(12, { error: 'must be at least 12 characters' }).optional(),
    /**
     * The most live jobs a process keeps, to answer public searches from without the database
     * but for the page's cards (0: none kept, every search asks it); a board with more is
     * searched with statements.
     */
    SEARCH_KEPT_JOBS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 or more' })
      .max(2_000_000, { error: 'must be at most 2000000' })
      .default(200_000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    error: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !env.DATABASE_READ_URL || env.DATABASE_URL, {
    error:
      'a read replica needs DATABASE_URL (its primary): the embedded database (PGlite) has no replicas',
    path: ['DATABASE_READ_URL'],
  });

export type Env = Omit<z.infer<typeof ZEnv>, 'DEMO'> & {
  APP_URL: string;
  DATA_DIR: string;
  /** On unless NODE_ENV is production: demo accounts have a published password. */
  DEMO: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Settings a process cannot run without, each with the reason it needs it. */
export type Required = Partial<Record<keyof Env, string>>;

/**
 * Reads the environment once, failing with a list of everything that is wrong, settings that
 * `required` names and that are missing included.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, required: Required = {}): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnv.safeParse(cleaned);
  const missing = Object.entries(required)
    .filter(([name]) => !(name in cleaned))
    .map(([name, reason]) => `${name}: ${reason}`);
  if (!parsed.success || missing.length) {
    throw new ConfigError([
      ...(parsed.error?.issues ?? []).map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
      ...missing,
    ]);
  }
  const env = parsed.data;
  return {
    ...env,
    DEMO: env.DEMO ?? env.NODE_ENV !== 'production',
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    DATA_DIR: path.resolve(env.DATA_DIR),
  };
}

/** The environment of a process: on bad settings it prints their list and exits with 1. */
export function loadEnvOrExit(required: Required = {}): Env {
  try {
    return loadEnv(process.env, required);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
