import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERGE_TAGS } from '@logicareers/shared/communication-terms';
import { mergeTagsQuery } from './communications-api';

/**
 * Picks a merge tag (with what fills it) and inserts it into the subject or the message, where
 * their cursor is. The catalogue is the server's, read once; the shared one until it answers.
 */
export function TagPicker({
  onInsert,
}: {
  onInsert: (tag: string, into: 'subject' | 'body') => void;
}) {
  const { t } = useTranslation('communications');
  const { data = MERGE_TAGS } = useQuery(mergeTagsQuery());
  const [tag, setTag] = useState<string | null>(null);
  const insert = (into: 'subject' | 'body') => {
    if (tag) onInsert(`{{${tag}}}`, into);
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label={t('editor.tagPicker')}
        placeholder={t('editor.tagPickerPlaceholder')}
        data={data.map((item) => ({
          value: item.name,
          label: `{{${item.name}}}: ${item.description}`,
        }))}
        value={tag}
        onChange={setTag}
        searchable
        w={{ base: '100%', sm: 420 }}
      />
      <Button variant="light" onClick={() => insert('body')} disabled={!tag}>
        {t('editor.insertInBody')}
      </Button>
      <Button variant="default" onClick={() => insert('subject')} disabled={!tag}>
        {t('editor.insertInSubject')}
      </Button>
    </Group>
  );
}
