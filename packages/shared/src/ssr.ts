/**
 * The contract between the web app's server entry and the API server that serves its pages: the
 * API hands the renderer a way to call itself, and gets back the markup of a public page.
 */

/** Calls the API in-process, as the browser's fetch would over the network. */
export type ApiTransport = (path: string, init?: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The markup of the app, for inside `<div id="root">`. */
  html: string;
  /** What the browser needs to take over the page without fetching it again, as JSON. */
  state: string;
  /** The document's title, when the page names one (a job's page has its own, from the server). */
  title?: string;
}

/** Renders a page for a visitor, or answers null when the page is not rendered on the server. */
export type RenderPage = (url: string) => Promise<RenderedPage | null>;

/** The web app's server entry (apps/web/src/entry-server.tsx). */
export interface ServerEntry {
  createRenderer: (transport: ApiTransport) => RenderPage;
}

/** The id of the script element that carries RenderedPage.state. */
export const SSR_STATE_ID = 'ssr-state';
