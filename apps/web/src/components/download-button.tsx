import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadFile } from '../lib/api-client';
import { showErrorToasts } from '../lib/toasts';

/**
 * Downloads a file the signed-in user may have: fetched with their session and handed to the
 * browser under the server's name for it (`filename` when it gives none); busy meanwhile, and a
 * refusal said as a toast.
 */
export function DownloadButton({
  path,
  filename,
  children,
  ...props
}: ButtonProps & { path: string; filename: string; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      leftSection={<IconDownload size={14} aria-hidden />}
      {...props}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadFile(path, filename)
          .catch(showErrorToasts)
          .finally(() => setBusy(false));
      }}
    >
      {children}
    </Button>
  );
}
