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

  it('wants the first administrator e-mail and password together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'a@b.ae' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together/,
    );
  });
});
