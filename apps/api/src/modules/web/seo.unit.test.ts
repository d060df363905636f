import { describe, expect, it } from 'vitest';
import { withHead } from './seo';

const INDEX =
  '<!doctype html><html><head><meta name="description" content="old"><title>LogiCareers</title></head><body></body></html>';

describe('job page head', () => {
  it('puts title, description, canonical link and JSON-LD into the page', () => {
    const html = withHead(INDEX, {
      title: 'Forklift Operator | LogiCareers',
      description: 'Forklift Operator in JAFZA, UAE.',
      canonical: 'https://jobs.example.ae/unauth/jobs/view/7',
      jsonLd: { '@type': 'JobPosting', title: 'Forklift Operator' },
    });
    expect(html).toContain('<title>Forklift Operator | LogiCareers</title>');
    expect(html).toContain('<meta name="description" content="Forklift Operator in JAFZA, UAE.">');
    expect(html).not.toContain('content="old"');
    expect(html).toContain(
      '<link rel="canonical" href="https://jobs.example.ae/unauth/jobs/view/7">',
    );
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"JobPosting","title":"Forklift Operator"}</script>',
    );
  });

  it('escapes what a job title could use to break out of the page', () => {
    const html = withHead(INDEX, {
      title: '"><script>alert(1)</script>',
      description: 'x',
      canonical: 'https://jobs.example.ae/',
      jsonLd: { title: '</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1];
    expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script>');
  });
});
