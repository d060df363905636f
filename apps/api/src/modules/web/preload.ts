import fs from 'node:fs';
import path from 'node:path';

type Manifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

/** The chunk that holds the code of the public pages (named so in the web app's vite.config.ts). */
export const PUBLIC_PAGES_CHUNK = 'public-pages';

/**
 * `<link rel="modulepreload">` tags for the code of the public pages, so that the browser fetches it
 * alongside the app's entry instead of after it has run, and stylesheet links for its styles, which
 * the HTML the server renders needs before it is painted. Read from the manifest of the web build
 * (again only when a new build replaced it); without one, there is nothing to preload.
 */
export function pagePreloads(webDist: string) {
  const file = path.join(webDist, '.vite', 'manifest.json');
  let cached = { mtime: -1, tags: '' };
  const build = (manifest: Manifest) => {
    // What the entry imports statically is already requested by index.html's own script tag.
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const inEntry = new Set([...(entry?.imports ?? []), 'index.html']);
    const files = new Set<string>();
    const styles = new Set<string>();
    const collect = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || inEntry.has(key) || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const style of chunk.css ?? []) styles.add(style);
      for (const imported of chunk.imports ?? []) collect(imported);
    };
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.name === PUBLIC_PAGES_CHUNK) collect(key);
    return [
      ...[...styles].map((style) => `<link rel="stylesheet" crossorigin href="/${style}">`),
      ...[...files].map(
        (chunkFile) => `<link rel="modulepreload" crossorigin href="/${chunkFile}">`,
      ),
    ].join('');
  };
  return () => {
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime !== cached.mtime) {
      const tags = mtime ? build(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : '';
      cached = { mtime, tags };
    }
    return cached.tags;
  };
}

/** index.html with extra tags at the end of its head. */
export const withHeadTags = (html: string, tags: string) =>
  tags ? html.replace('</head>', () => `${tags}</head>`) : html;
