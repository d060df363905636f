import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { ApiTransport, RenderPage, RenderedPage, ServerEntry } from '@logicareers/shared/ssr';
import { SSR_STATE_ID } from '@logicareers/shared/ssr';
import { escapeHtml } from '../../lib/html';

/**
 * The web app's server entry, loaded from its build (again when a new build replaced it). Its calls
 * to the API go through `app.inject`, in-process. Without a build, or when a page fails to render,
 * the answer is null and the browser renders the page itself.
 */
export function serverRenderer(app: FastifyInstance, webDist: string): RenderPage {
  const file = path.join(webDist, '.server', 'entry-server.js');
  const transport: ApiTransport = async (url, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as HTTPMethods,
      url,
      headers: { accept: 'application/json' },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
  let loaded: { mtime: number; render: Promise<RenderPage> } | null = null;
  const renderer = () => {
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!mtime) return null;
    if (loaded?.mtime !== mtime) {
      const url = `${pathToFileURL(file).href}?v=${mtime}`;
      loaded = {
        mtime,
        render: (import(url) as Promise<ServerEntry>).then((entry) =>
          entry.createRenderer(transport),
        ),
      };
    }
    return loaded.render;
  };
  return async (url) => {
    try {
      const render = await renderer();
      return render ? await render(url) : null;
    } catch (error) {
      app.log.error({ err: error, url }, 'page could not be rendered on the server');
      return null;
    }
  };
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html with a rendered page in its root element and the page's state beside it. The app's
 * code is not fetched with the page: boot.js fetches it once the page has been painted, so that on a
 * slow connection the code does not hold back the content.
 */
export function withRenderedPage(html: string, page: RenderedPage | null) {
  const entry = page && MODULE_SCRIPT.exec(html)?.[1];
  if (!page || !entry) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot = `<script defer src="/boot.js" data-entry="${entry}" data-preload="${preload.join(' ')}"></script>`;
  const { title } = page;
  return html
    .replace(/<title>[^<]*<\/title>/, (tag) =>
      title ? `<title>${escapeHtml(title)}</title>` : tag,
    )
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `${boot}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>`,
    );
}
