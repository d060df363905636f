import { describe, expect, it } from 'vitest';
import { isWebLink, webLink } from './web-link';

/** Links that would run script, or leave http(s), in every disguise a browser still follows. */
const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  '/\\evil.example/x',
  'https://evil.example/"onmouseover="alert(1)',
  'https://evil.example/\u202Egpj.exe',
  'https:evil',
  'https://',
];

describe('web links', () => {
  it('refuses every hostile link, for http(s), https only and site paths alike', () => {
    for (const rules of [{}, { httpsOnly: true }, { sitePath: true }])
      for (const link of HOSTILE_LINKS)
        expect(webLink('bad', rules).safeParse(link).success, `${JSON.stringify(link)}`).toBe(
          false,
        );
  });

  it('keeps good addresses as they are, trimmed, and the empty text', () => {
    const link = webLink('bad');
    expect(link.parse('https://www.linkedin.com/company/logicareers')).toBe(
      'https://www.linkedin.com/company/logicareers',
    );
    expect(link.parse('  https://wa.me/971501234567 ')).toBe('https://wa.me/971501234567');
    expect(link.parse('HTTP://gulfreefer.ae/about?x=1#team')).toBe(
      'HTTP://gulfreefer.ae/about?x=1#team',
    );
    expect(link.parse('')).toBe('');
    expect(isWebLink('http://gulfreefer.ae', { httpsOnly: true })).toBe(false);
    expect(isWebLink('https://meet.example.com/abc', { httpsOnly: true })).toBe(true);
  });

  it('takes a path of the site only where allowed', () => {
    expect(isWebLink('/logo.svg', { sitePath: true })).toBe(true);
    expect(isWebLink('/uploads/brand/logo.png', { sitePath: true })).toBe(true);
    expect(isWebLink('/logo.svg')).toBe(false);
    expect(isWebLink('logo.svg', { sitePath: true })).toBe(false);
  });
});
