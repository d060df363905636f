import { useState } from 'react';
import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import type { TFacetValue } from '@logicareers/shared/schemas/jobs';
import { formatNumber } from '../lib/format';

/** What a facet says, in the words of its search. */
export interface FacetTexts {
  /** A value's count beside its name in a list to tick, from the count written out. */
  count: (n: string) => string;
  /** A value's name and count as one choice of a facet that takes one value. */
  valueCount: (name: string, n: string) => string;
  /** The choice of no value at all in a facet that takes one. */
  any: string;
  showAll: (count: number) => string;
  showFewer: string;
}

/** The first values shown; the rest wait behind "Show all". */
const FIRST = 8;

/**
 * One facet of a search's results: its name, then its values with their counts (the first eight,
 * and a button that shows all), to tick several at a time or, for a facet that takes one value, to
 * choose one or any. `grouped` makes the whole a group named by the facet.
 */
export function FacetChoices({
  label,
  values,
  nameOf,
  texts,
  grouped = false,
  ...choice
}: {
  label: string;
  values: TFacetValue[];
  nameOf: (value: TFacetValue) => string;
  texts: FacetTexts;
  grouped?: boolean;
} & (
  | { multi: true; selected: string[]; onChange: (next: string[]) => void }
  | { multi: false; chosen: string; onChoose: (value: string) => void }
)) {
  const [all, setAll] = useState(false);
  if (!values.length) return null;
  const shown = all ? values : values.slice(0, FIRST);
  return (
    <Stack gap={6} {...(grouped ? { role: 'group', 'aria-label': label } : {})}>
      <Text fw={700} size="sm" component="h3" m={0}>
        {label}
      </Text>
      {choice.multi ? (
        shown.map((v) => (
          <Checkbox
            key={v.id}
            size="sm"
            label={
              <Group gap={4} wrap="nowrap">
                <span>{nameOf(v)}</span>
                <Text span size="xs" c="dimmed">
                  {texts.count(formatNumber(v.count))}
                </Text>
              </Group>
            }
            checked={choice.selected.includes(v.id)}
            onChange={(e) =>
              choice.onChange(
                e.currentTarget.checked
                  ? [...choice.selected, v.id]
                  : choice.selected.filter((s) => s !== v.id),
              )
            }
          />
        ))
      ) : (
        <Radio.Group value={choice.chosen} onChange={choice.onChoose} aria-label={label}>
          <Stack gap={6}>
            <Radio size="sm" value="" label={texts.any} />
            {shown.map((v) => (
              <Radio
                key={v.id}
                size="sm"
                value={v.id}
                label={texts.valueCount(nameOf(v), formatNumber(v.count))}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {values.length > FIRST && (
        <Button variant="subtle" size="compact-xs" onClick={() => setAll(!all)} w="fit-content">
          {all ? texts.showFewer : texts.showAll(values.length)}
        </Button>
      )}
    </Stack>
  );
}
