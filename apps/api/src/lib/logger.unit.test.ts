import { describe, expect, it } from 'vitest';
import { errorForLog, urlForLog } from './logger';

describe('what the log keeps of a URL', () => {
  it('keeps paths, ids, numbers and booleans; masks every other query value and token-like segments', () => {
    const logged: [url: string, kept: string][] = [
      ['/api/jobs/42?page=2&page_size=20', '/api/jobs/42?page=2&page_size=20'],
      [
        '/api/files/photo/0b5e7c2a-8f0e-4c43-9d7c-1b2a3c4d5e6f?open=true',
        '/api/files/photo/0b5e7c2a-8f0e-4c43-9d7c-1b2a3c4d5e6f?open=true',
      ],
      [
        '/unauth/job-alerts/unsubscribe?token=Yq3vL9xT2mKp8RwZ4n',
        '/unauth/job-alerts/unsubscribe?token=[redacted]',
      ],
      [
        '/api/settings/outbox?to=mona%40example.ae&page=1',
        '/api/settings/outbox?to=[redacted]&page=1',
      ],
      ['/api/jobs?q=forklift+driver&status=open', '/api/jobs?q=[redacted]&status=[redacted]'],
      ['/email-response/Yq3vL9xT2mKp8RwZ4nB7cJ5h', '/email-response/[redacted]'],
      // A client's candidate link, whatever its token looks like (here without a digit).
      [
        '/api/client-cv/abcdefghijklmnopqrstuvwxyzABCDEFG_-xyz/answer',
        '/api/client-cv/[redacted]/answer',
      ],
      ['/client-cv/short', '/client-cv/[redacted]'],
      ['/unauth/job-category/functional_area', '/unauth/job-category/functional_area'],
      ['/x/mona%40example.ae?bad=%E0%A4%A', '/x/[redacted]?bad=[redacted]'],
      ['/page#token=abc', '/page'],
    ];
    for (const [url, kept] of logged) expect(urlForLog(url), url).toBe(kept);
  });
});

describe('what the log keeps of an error', () => {
  it('keeps codes and names, masks quoted values, e-mails and phones, drops parameters and details', () => {
    const driver = Object.assign(
      new Error('invalid input syntax for type integer: "Mona Haddad"'),
      {
        severity: 'ERROR',
        code: '22P02',
        detail: 'Key (email)=(mona@example.ae) already exists.',
        params: ['mona@example.ae'],
      },
    );
    const failed = Object.assign(
      new Error('Failed query: select $1::int\nparams: mona@example.ae', { cause: driver }),
      { query: 'select $1::int', params: ['mona@example.ae'] },
    );
    const logged = errorForLog(failed);
    expect(logged).toMatchObject({
      message: 'Failed query',
      query: 'select $1::int',
      cause: {
        message: 'invalid input syntax for type integer: [redacted]',
        code: '22P02',
        severity: 'ERROR',
      },
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('mona');
    expect(text).not.toContain('Mona');
    expect(text).not.toContain('params');

    const constraint = errorForLog(
      Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
        code: '23505',
        constraint: 'users_email_key',
      }),
    );
    expect(constraint.message).toBe(
      'duplicate key value violates unique constraint "users_email_key"',
    );
    expect(errorForLog(new Error('550 rejected: <mona@example.ae> +971 50 123 4567')).message).toBe(
      '550 rejected: <[redacted]> [redacted]',
    );
    expect(errorForLog({ password: 'x' })).toEqual({ type: 'object', message: '[redacted]' });
  });
});
