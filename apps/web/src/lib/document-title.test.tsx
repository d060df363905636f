import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { renderRoutes, resetPage } from '../test/render';
import { useDocumentTitle, useRouteTitle } from './document-title';

afterEach(resetPage);

/** The layout's part: the title its route's handle names. */
function Layout() {
  useRouteTitle();
  return <Outlet />;
}

function OwnTitle({ name }: { name: string }) {
  useDocumentTitle(name);
  return <p>{name}</p>;
}

describe('the document title', () => {
  it("is the route's when the page names none", async () => {
    await renderRoutes([
      {
        element: <Layout />,
        children: [{ path: '/', handle: { title: 'signIn' }, element: <p /> }],
      },
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Sign in \| /));
  });

  it("is the page's own, which the layout's route title does not overwrite", async () => {
    await renderRoutes([
      {
        element: <Layout />,
        children: [
          { path: '/', handle: { title: 'signIn' }, element: <OwnTitle name="Aisha Rahman" /> },
        ],
      },
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Aisha Rahman \| /));
    // The layout's effect ran after the page's: the title stayed the page's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toMatch(/^Aisha Rahman \| /);
  });
});
