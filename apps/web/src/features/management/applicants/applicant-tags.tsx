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
import { IconPlus, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TAG_LENGTH_MAX, TAGS_MAX } from '@logicareers/shared/application-status';
import type { TApplicant } from '@logicareers/shared/schemas/candidate';
import type { TApplicantsPage } from '@logicareers/shared/schemas/applications';
import { useTagApplicant } from './board-api';

/** The job's tags as a list of names, for suggestions. */
export const tagNames = (tags: TApplicantsPage['tags'] | undefined) =>
  (tags ?? []).map((entry) => entry.tag);

/** An applicant's card as tags need it: whose, on which job, and the job's tags to offer. */
export type TaggedApplicant = {
  applicant: TApplicant;
  name: string;
  jobId: string;
  /** The job's tags, offered when tagging. */
  suggestions: string[];
};

/** Edits an application's tags in a small dialog: typed, or added from the job's with a press. */
function TagsEditor({ applicant, name, jobId, suggestions }: TaggedApplicant) {
  const { t } = useTranslation('pipeline');
  const [opened, setOpened] = useState(false);
  const [tags, setTags] = useState(applicant.tags);
  const save = useTagApplicant(jobId);
  // The job's tags not on this applicant yet, to add with a press.
  const offered = suggestions
    .filter((tag) => !tags.some((mine) => mine.toLowerCase() === tag.toLowerCase()))
    .slice(0, 10);
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
              value={tags}
              onChange={setTags}
              maxTags={TAGS_MAX}
              maxLength={TAG_LENGTH_MAX}
              splitChars={[',']}
              clearable
              size="xs"
              error={save.error?.message}
              data-autofocus
            />
            {offered.length > 0 && tags.length < TAGS_MAX && (
              <Group gap={4} role="group" aria-label={t('tags.used')}>
                <Text size="xs" c="dark.4" w="100%">
                  {t('tags.used')}
                </Text>
                {offered.map((tag) => (
                  <Button
                    key={tag}
                    size="compact-xs"
                    variant="light"
                    color="teal"
                    leftSection={<IconPlus size={12} aria-hidden />}
                    onClick={() => setTags([...tags, tag])}
                    aria-label={t('tags.add', { tag })}
                  >
                    {tag}
                  </Button>
                ))}
              </Group>
            )}
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
export function ApplicantTags({ applicant, name, jobId, suggestions }: TaggedApplicant) {
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
