import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DEMO).toBe(true);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists everything that is wrong at once', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x', DEMO: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'DEMO'])
        expect(problems).toContain(name);
    }
  });

  it('keeps up to 200,000 live jobs by default, none when asked, and refuses other numbers', () => {
    expect(loadEnv({}).SEARCH_KEPT_JOBS).toBe(200_000);
    expect(loadEnv({ SEARCH_KEPT_JOBS: '0' }).SEARCH_KEPT_JOBS).toBe(0);
    for (const [value, message] of [
      ['-1', 'must be 0 or more'],
      ['2.5', 'must be a whole number'],
      ['lots', 'must be a number'],
      ['2000001', 'must be at most 2000000'],
    ])
      expect(() => loadEnv({ SEARCH_KEPT_JOBS: value })).toThrow(`SEARCH_KEPT_JOBS: ${message}`);
  });

  it('runs the demo unless in production, where it must be asked for', () => {
    expect(loadEnv({}).DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development' }).DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DEMO: 'true' }).DEMO).toBe(true);
    expect(loadEnv({ DEMO: 'false' }).DEMO).toBe(false);
    expect(loadEnv({}).DISABLE_DEMO_ACCOUNTS).toBe(false);
  });

  it('believes no proxy unless their addresses are named', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadEnv({ TRUST_PROXY: '2001:db8::1,2001:db8::/32' }).TRUST_PROXY).toEqual([
      '2001:db8::1',
      '2001:db8::/32',
    ]);
    for (const bad of ['true', '1', '2', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be false or the addresses of the proxies/,
      );
    }
  });

  it('wants the first administrator e-mail and password together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'a@b.ae' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together/,
    );
  });

  it('refuses a read replica without its primary', () => {
    expect(() => loadEnv({ DATABASE_READ_URL: 'postgres://replica/jobs' })).toThrow(
      /DATABASE_READ_URL: a read replica needs DATABASE_URL \(its primary\)/,
    );
    expect(() => loadEnv({ DATABASE_READ_URL: 'mysql://replica/jobs' })).toThrow(
      /DATABASE_READ_URL: must start with postgres:\/\//,
    );
    expect(
      loadEnv({
        DATABASE_URL: 'postgres://primary/jobs',
        DATABASE_READ_URL: 'postgres://replica/jobs',
      }).DATABASE_READ_URL,
    ).toBe('postgres://replica/jobs');
  });
});

describe('a process with bad settings', () => {
  it.each(['main.ts', 'worker-main.ts'])(
    '%s prints the list of what is wrong and exits with 1',
    (entry) => {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, '..', entry)],
        {
          env: { PATH: process.env.PATH, PORT: 'abc', DEMO: 'maybe' },
          encoding: 'utf8',
          timeout: 30_000,
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Configuration is not valid:');
      expect(run.stderr).toContain('  - PORT: must be a port number');
      expect(run.stderr).toContain('  - DEMO: must be true or false');
      if (entry === 'worker-main.ts') {
        expect(run.stderr).toContain('  - SMTP_URL: ');
        expect(run.stderr).toContain('  - DATABASE_URL: ');
      }
      expect(run.stderr).not.toMatch(/^\s+at /m);
    },
    30_000,
  );
});
