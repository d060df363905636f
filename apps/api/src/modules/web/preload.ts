import fs from 'node:fs';
import path from 'node:path';

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The code of each public page, by the source file the web app's router loads it from. */
export const PAGE_SOURCES = {
  landing: 'src/features/public/landing-page.tsx',
  search: 'src/features/jobs/search-page.tsx',
  job: 'src/features/jobs/job-view-page.tsx',
} as const;
export type PublicPage = keyof typeof PAGE_SOURCES;

/**
 * `<link rel="modulepreload">` tags for the code of a public page, so that the browser fetches it
 * alongside the app's entry instead of after it has run. Read from the manifest of the web build
 * (again only when a new build replaced it); without one, there is nothing to preload.
 */
export function pagePreloads(webDist: string) {
  const file = path.join(webDist, '.vite', 'manifest.json');
  let cached = { mtime: -1, tags: {} as Record<PublicPage, string> };
  const build = (manifest: Manifest) => {
    // What the entry imports statically is already requested by index.html's own script tag.
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const inEntry = new Set([...(entry?.imports ?? []), 'index.html']);
    const collect = (key: string, into: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || inEntry.has(key) || into.has(chunk.file)) return into;
      into.add(chunk.file);
      for (const imported of chunk.imports ?? []) collect(imported, into);
      return into;
    };
    return Object.fromEntries(
      Object.entries(PAGE_SOURCES).map(([page, source]) => [
        page,
        [...collect(source, new Set())]
          .map((chunkFile) => `<link rel="modulepreload" crossorigin href="/${chunkFile}">`)
          .join(''),
      ]),
    ) as Record<PublicPage, string>;
  };
  return (page: PublicPage) => {
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime !== cached.mtime) {
      const tags = mtime
        ? build(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest)
        : ({} as Record<PublicPage, string>);
      cached = { mtime, tags };
    }
    return cached.tags[page] ?? '';
  };
}

/** index.html with extra tags at the end of its head. */
export const withHeadTags = (html: string, tags: string) =>
  tags ? html.replace('</head>', () => `${tags}</head>`) : html;
