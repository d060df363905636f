import { describe, expect, it } from 'vitest';
import { mergeTagsIn } from '@logicareers/shared/communication-terms';
import { ZEmailTemplateRequest } from '@logicareers/shared/schemas/communications';
import {
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
});
