import { describe, expect, it } from 'vitest';
import { plainText, richTextFrom, sanitizeRichText } from './html';

describe('rich text', () => {
  it('removes scripts, handlers and unsafe links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript|<img/);
    expect(html).toContain('<p>Hi');
  });
  it('wraps plain text in paragraphs and escapes it', () => {
    expect(richTextFrom('First line\nsecond\n\nSalary < 5000 & benefits')).toBe(
      '<p>First line<br>second</p><p>Salary &lt; 5000 &amp; benefits</p>',
    );
    expect(richTextFrom('<p>Already <b>markup</b></p>')).toBe('<p>Already <b>markup</b></p>');
  });
  it('reads plain text out of markup', () => {
    expect(plainText('<p>Forklift &amp; reach truck</p><ul><li>Shifts</li></ul>')).toBe(
      'Forklift & reach truck Shifts',
    );
  });
});
