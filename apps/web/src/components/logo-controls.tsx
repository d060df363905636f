import { Button, Group, Text } from '@mantine/core';
import { UploadButton } from './upload-button';

/** The images a logo may be; the server checks the content, size and sides again. */
const LOGO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Choosing, replacing or removing a logo (the site's, a company's), with the hint of what a logo
 * may be. The words are the caller's, from its own catalogue.
 */
export function LogoControls({
  has,
  uploading,
  removing,
  onFile,
  onRemove,
  words,
}: {
  /** Whether a logo of one's own is set: offered to replace and remove rather than choose. */
  has: boolean;
  uploading: boolean;
  removing: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
  words: { choose: string; replace: string; remove: string; hint: string };
}) {
  return (
    <>
      <Group gap="xs">
        <UploadButton accept={LOGO_ACCEPT} name="logo" loading={uploading} onFile={onFile}>
          {has ? words.replace : words.choose}
        </UploadButton>
        {has && (
          <Button size="xs" variant="subtle" color="red" loading={removing} onClick={onRemove}>
            {words.remove}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {words.hint}
      </Text>
    </>
  );
}
