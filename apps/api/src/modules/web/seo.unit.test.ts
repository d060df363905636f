import { describe, expect, it } from 'vitest';
import { withFeedLinks, withHead } from './seo';

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

describe('the job search page head', () => {
  it('links the RSS and Atom feeds of the jobs in the page language', () => {
    const en = withFeedLinks(INDEX, 'en', 'https://jobs.example.ae');
    expect(en).toContain(
      '<link rel="alternate" type="application/rss+xml" title="RSS" href="https://jobs.example.ae/feeds/jobs.rss">',
    );
    expect(en).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Atom" href="https://jobs.example.ae/feeds/jobs.atom">',
    );
    const ar = withFeedLinks(INDEX, 'ar', 'https://jobs.example.ae');
    expect(ar).toContain('href="https://jobs.example.ae/feeds/jobs.rss?lang=ar"');
    expect(ar.indexOf('application/atom+xml')).toBeLessThan(ar.indexOf('</head>'));
  });
});
