import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A search box whose button submits the form around it. */
export function SearchField({
  label,
  buttonLabel,
  value,
  onChange,
}: {
  label: string;
  buttonLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        <Button type="submit" variant="subtle" size="compact-sm" aria-label={buttonLabel}>
          <IconSearch size={16} aria-hidden />
        </Button>
      }
      rightSectionWidth={44}
    />
  );
}
