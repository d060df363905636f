import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Popover,
  Select,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TAG_LENGTH_MAX, TAGS_MAX } from '@logicareers/shared/application-status';
import type { TApplicant } from '@logicareers/shared/schemas/candidate';
import type { TApplicantsPage } from '@logicareers/shared/schemas/applications';
import { useTagApplicant } from './board-api';

/** The job's tags as a list of names, for suggestions. */
export const tagNames = (tags: TApplicantsPage['tags'] | undefined) =>
  (tags ?? []).map((entry) => entry.tag);

/** Edits an application's tags in a small dialog: typed, chosen from the job's, saved at once. */
function TagsEditor({
  applicant,
  name,
  jobId,
  suggestions,
}: {
  applicant: TApplicant;
  name: string;
  jobId: string;
  suggestions: string[];
}) {
  const { t } = useTranslation('pipeline');
  const [opened, setOpened] = useState(false);
  const [tags, setTags] = useState(applicant.tags);
  const save = useTagApplicant(jobId);
  const open = () => {
    setTags(applicant.tags);
    save.reset();
    setOpened(true);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus width={280} position="bottom-start">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={() => (opened ? setOpened(false) : open())}
          aria-label={t('tags.edit', { name })}
          aria-expanded={opened}
        >
          <IconTag size={14} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ id: applicant.id, tags }, { onSuccess: () => setOpened(false) });
          }}
        >
          <Stack gap="xs">
            <TagsInput
              label={t('tags.label', { name })}
              description={t('tags.hint', { max: TAGS_MAX })}
              data={suggestions.filter(
                (tag) => !tags.some((mine) => mine.toLowerCase() === tag.toLowerCase()),
              )}
              value={tags}
              onChange={setTags}
              maxTags={TAGS_MAX}
              maxLength={TAG_LENGTH_MAX}
              splitChars={[',']}
              clearable
              size="xs"
              comboboxProps={{ withinPortal: false }}
              error={save.error?.message}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                {t('tags.cancel')}
              </Button>
              <Button size="xs" type="submit" loading={save.isPending}>
                {t('tags.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** An application's tags as badges, with a button to change them (none for a withdrawn one). */
export function ApplicantTags({
  applicant,
  name,
  jobId,
  suggestions,
}: {
  applicant: TApplicant;
  name: string;
  jobId: string;
  suggestions: string[];
}) {
  const { t } = useTranslation('pipeline');
  const withdrawn = applicant.status === 'withdrawn';
  if (withdrawn && !applicant.tags.length) return null;
  return (
    <Group gap={4} wrap="wrap" aria-label={t('tags.of', { name })} role="group">
      {applicant.tags.map((tag) => (
        <Badge key={tag} size="sm" variant="light" color="teal" tt="none" maw={180}>
          {tag}
        </Badge>
      ))}
      {!applicant.tags.length && (
        <Text size="xs" c="dark.3">
          {t('tags.none')}
        </Text>
      )}
      {!withdrawn && (
        <TagsEditor applicant={applicant} name={name} jobId={jobId} suggestions={suggestions} />
      )}
    </Group>
  );
}

/** Shows only the applicants with one of the job's tags; cleared to show all. */
export function TagFilter({
  tags,
  value,
  onChange,
}: {
  tags: TApplicantsPage['tags'] | undefined;
  value: string | null;
  onChange: (tag: string | null) => void;
}) {
  const { t } = useTranslation('pipeline');
  const data: { value: string; label: string }[] = (tags ?? []).map((entry) => ({
    value: entry.tag,
    label: t('tags.option', { tag: entry.tag, count: entry.count }),
  }));
  // A tag from the address that no applicant carries any more is still shown, to be cleared.
  if (value && !data.some((entry) => entry.value.toLowerCase() === value.toLowerCase()))
    data.push({ value, label: value });
  if (!data.length) return null;
  return (
    <Select
      size="sm"
      w={220}
      label={t('tags.filter')}
      placeholder={t('tags.any')}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      searchable
      leftSection={<IconTag size={14} aria-hidden />}
    />
  );
}
