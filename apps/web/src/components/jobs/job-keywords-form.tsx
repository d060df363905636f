import { Button, Group, TextInput, type MantineSpacing } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useHref } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { keywordsOf } from '../../lib/search-form';

/**
 * The job search's keywords box and its button. Without the app the form still searches: it is
 * sent to the job search page, in the page's language. With the app, `onSearch` gets the keywords.
 */
export function JobKeywordsForm({
  label,
  placeholder,
  submitLabel,
  onSearch,
  defaultValue,
  size,
  buttonColor,
  mb,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  onSearch: (keywords: string) => void;
  /** The keywords searched for; a new value (back, forward, a link) shows its own. */
  defaultValue?: string;
  size: 'md' | 'lg';
  buttonColor?: string;
  mb?: MantineSpacing;
}) {
  const action = useHref(paths.searchJobs());
  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keywordsOf(event.currentTarget));
      }}
    >
      <Group gap="xs" wrap="nowrap" mb={mb}>
        <TextInput
          aria-label={label}
          name="q"
          placeholder={placeholder}
          leftSection={<IconSearch size={size === 'lg' ? 18 : 16} aria-hidden />}
          key={defaultValue}
          defaultValue={defaultValue}
          style={{ flex: 1 }}
          size={size}
        />
        <Button type="submit" size={size} color={buttonColor}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
