import { describe, expect, it } from 'vitest';
import { mergeTagsIn } from '@logicareers/shared/communication-terms';
import { ZEmailTemplateRequest } from '@logicareers/shared/schemas/communications';
import {
  compileTemplate,
  needsOf,
  renderHtml,
  renderMail,
  renderSubject,
  renderText,
  uaeDateTime,
} from './merge-tags';

describe('merge tags', () => {
  it('finds tags with spaces inside the braces, each once', () => {
    expect(
      mergeTagsIn('{{ job.title }} {{job.title}}', '<p>{{candidate.first_name }}</p>'),
    ).toEqual(['job.title', 'candidate.first_name']);
  });

  it('fills once: a value that looks like a tag or markup is written as it is', () => {
    const values = { 'candidate.first_name': '<b>{{job.title}}</b>', 'job.title': 'Driver' };
    expect(renderHtml('<p>Hi {{candidate.first_name}}</p>', values)).toBe(
      '<p>Hi &lt;b&gt;{{job.title}}&lt;/b&gt;</p>',
    );
    expect(renderText('<p>Hi {{candidate.first_name}}</p>', values)).toBe(
      'Hi <b>{{job.title}}</b>',
    );
    expect(renderSubject('Hi {{candidate.first_name}}\n', values)).toBe('Hi <b>{{job.title}}</b>');
  });

  it('makes a link tag among words a link, and leaves it alone in an attribute or a link', () => {
    const values = { 'job.link': 'https://x.ae/jobs/1?a=1&b=2' };
    expect(renderHtml('<p>Apply: {{job.link}}</p>', values)).toBe(
      '<p>Apply: <a href="https://x.ae/jobs/1?a=1&amp;b=2">https://x.ae/jobs/1?a=1&amp;b=2</a></p>',
    );
    expect(renderHtml('<a href="{{job.link}}">Apply</a>', values)).toBe(
      '<a href="https://x.ae/jobs/1?a=1&amp;b=2">Apply</a>',
    );
  });

  it('keeps the text version readable: paragraphs, list items and links with their address', () => {
    const mail = renderMail(
      {
        subject: 'x',
        body: '<p>Dear {{candidate.first_name}},</p><ul><li>One</li><li>Two</li></ul><p><a href="{{job.link}}">View the job</a></p>',
      },
      { 'candidate.first_name': 'Aisha', 'job.link': 'https://x.ae/j/1' },
    );
    expect(mail.text).toBe('Dear Aisha,\n\n- One\n- Two\n\nView the job (https://x.ae/j/1)');
  });

  it('says what a template needs to be sent', () => {
    expect(needsOf('{{job.title}}', '{{response.link}}')).toEqual({
      job: true,
      interview: false,
      response: true,
    });
  });

  it('writes interview times in UAE time', () => {
    expect(uaeDateTime(new Date('2030-03-05T20:30:00Z'))).toBe(
      'Wednesday, 6 March 2030 at 00:30 (UAE time)',
    );
  });

  it('refuses an unknown tag, naming it', () => {
    const result = ZEmailTemplateRequest.safeParse({
      name: 'x',
      subject: 'Hi',
      body: '<p>{{candidate.age}} and {{ candidate.nick }}</p>',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['body'],
      message: 'Unknown merge tags {{candidate.age}}, {{candidate.nick}}',
    });
  });

  it('percent-encodes a value written inside a link address, so it cannot become a scheme', () => {
    const html = renderHtml(
      '<p><a href="https://example.ae/?n={{candidate.first_name}}">Hi</a></p>',
      {
        'candidate.first_name': 'javascript:alert(1)" onclick="x',
      },
    );
    expect(html).toContain('?n=javascript%3Aalert(1)%22%20onclick%3D%22x"');
    expect(html).not.toContain('onclick="');
  });

  it('fills a 50,000-character template full of tags in one pass, for many recipients', () => {
    const unit =
      '<p>{{candidate.first_name}}{{candidate.last_name}} {{ job.title }}, {{job.link}} ' +
      '<a href="{{job.link}}?n={{candidate.first_name}}">{{candidate.full_name}}</a> {{ unknown.tag }}</p>';
    const body = unit.repeat(Math.floor(50_000 / unit.length));
    expect(body.length).toBeGreaterThan(49_000);
    const render = compileTemplate({ subject: '{{candidate.first_name}}{{job.title}}', body });
    const values = (i: number) => ({
      'candidate.first_name': `{{job.title}}<i>${i}`,
      'candidate.last_name': '}}{{',
      'candidate.full_name': 'A & B',
      'job.title': 'Driver {{candidate.first_name}}',
      'job.link': 'https://x.ae/j/1',
    });
    const expected = (i: number) =>
      '<p>{{job.title}}&lt;i&gt;' +
      `${i}}}{{ Driver {{candidate.first_name}}, ` +
      '<a href="https://x.ae/j/1">https://x.ae/j/1</a> ' +
      `<a href="https://x.ae/j/1?n=%7B%7Bjob.title%7D%7D%3Ci%3E${i}">A &amp; B</a> </p>`;
    for (let i = 0; i < 200; i++) {
      const mail = render(values(i));
      if (i % 50) continue;
      expect(mail.html).toBe(expected(i).repeat(Math.floor(50_000 / unit.length)));
      expect(mail.subject).toBe(`{{job.title}}<i>${i}Driver {{candidate.first_name}}`);
      expect(
        mail.text.startsWith(`{{job.title}}<i>${i}}}{{ Driver {{candidate.first_name}}, `),
      ).toBe(true);
    }
  });

  it('renders the same as before for adjacent tags, unknown tags and braces in values', () => {
    const values = { 'candidate.first_name': '{', 'candidate.last_name': '}' };
    expect(
      renderHtml('{{candidate.first_name}}{{candidate.first_name}}{{candidate.last_name}}', values),
    ).toBe('{{}');
    expect(renderHtml('a {{nope}} b {{ }} c', values)).toBe('a  b  c');
    expect(
      renderHtml('<b title="{{candidate.first_name}}">x</b> {{candidate.last_name}}', values),
    ).toBe('<b title="%7B">x</b> }');
  });
});
