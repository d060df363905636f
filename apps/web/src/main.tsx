import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { Providers } from './app/providers';
import { router } from './app/router';

// Validation without generated code: the pages' Content-Security-Policy allows no eval.
zodConfig({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
