import type { ReactNode } from 'react';
import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

/** A small button that opens the file chooser and hands on the file chosen; waits while `loading`. */
export function UploadButton({
  accept,
  name,
  loading,
  onFile,
  children,
}: {
  accept: string;
  name: string;
  loading: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  return (
    <FileButton onChange={(file) => file && onFile(file)} accept={accept} name={name}>
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="light"
          loading={loading}
          leftSection={<IconUpload size={14} aria-hidden />}
        >
          {children}
        </Button>
      )}
    </FileButton>
  );
}
