import { useState } from 'react';
import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFacetValue } from '@logicareers/shared/schemas/jobs';
import type {
  DrivingLicence,
  NoticePeriod,
  VisaStatus,
} from '@logicareers/shared/schemas/candidate';
import {
  CANDIDATE_FACET_KEYS,
  type CandidateFacetKey,
  type EducationLevel,
  type TCandidateSearchResult,
} from '@logicareers/shared/schemas/talent';
import { formatNumber } from '../../../lib/format';
import { CRITERIA, type CandidateSearchState } from './search-params';

/** The search parameter each facet sets; experience sets a range, education the lowest level. */
const PARAM: Record<CandidateFacetKey, string> = {
  state: 'state',
  functional_area: 'functional_area',
  designation: 'designation',
  experience: 'experience',
  visa_status: 'visa_status',
  notice_period: 'notice_period',
  licence: 'licence',
  education: 'education',
  nationality: 'nationality',
};
const SINGLE: CandidateFacetKey[] = ['experience', 'education'];

/** An experience bucket's range from its id: "3-5", "10+" or "0". */
export function experienceRange(id: string): { min: string | null; max: string | null } {
  const [min, max] = id.replace('+', '-').split('-');
  return { min: min || null, max: max || (id.includes('+') ? null : min) || null };
}

/** A facet value's name: fixed lists from the catalogue, master data as the API names it. */
function useFacetName(key: CandidateFacetKey) {
  const { t } = useTranslation(['talent', 'common']);
  return (value: TFacetValue) => {
    switch (key) {
      case 'visa_status':
        return t(`common:visaStatus.${value.id as VisaStatus}`, { defaultValue: value.name });
      case 'notice_period':
        return t(`common:noticePeriod.${value.id as NoticePeriod}`, { defaultValue: value.name });
      case 'licence':
        return t(`common:drivingLicence.${value.id as DrivingLicence}`, {
          defaultValue: value.name,
        });
      case 'education':
        return t(`education.${value.id as EducationLevel}`, { defaultValue: value.name });
      case 'experience': {
        const { min, max } = experienceRange(value.id);
        if (min && !max) return t('facets.yearsFrom', { min });
        if (min === max) return t('facets.years', { count: Number(min) });
        return t('facets.yearsRange', { min: min ?? '0', max: max ?? '' });
      }
      default:
        return value.name;
    }
  };
}

function FacetGroup({
  facet,
  values,
  state,
}: {
  facet: CandidateFacetKey;
  values: TFacetValue[];
  state: CandidateSearchState;
}) {
  const { t } = useTranslation('talent');
  const nameOf = useFacetName(facet);
  const [all, setAll] = useState(false);
  if (!values.length) return null;
  const shown = all ? values : values.slice(0, 8);
  const label = t(`facets.${facet}`);
  const selected = state.list(PARAM[facet]);
  const countOf = (v: TFacetValue) => t('facets.count', { n: formatNumber(v.count) });
  let body;
  if (!SINGLE.includes(facet)) {
    body = shown.map((v) => (
      <Checkbox
        key={v.id}
        size="sm"
        label={
          <Group gap={4} wrap="nowrap">
            <span>{nameOf(v)}</span>
            <Text span size="xs" c="dimmed">
              {countOf(v)}
            </Text>
          </Group>
        }
        checked={selected.includes(v.id)}
        onChange={(e) =>
          state.update({
            [PARAM[facet]]: e.currentTarget.checked
              ? [...selected, v.id]
              : selected.filter((s) => s !== v.id),
          })
        }
      />
    ));
  } else {
    const experience = facet === 'experience';
    const current = experience
      ? (shown.find((v) => {
          const range = experienceRange(v.id);
          return (
            range.min === state.params.get('experience_min') &&
            range.max === state.params.get('experience_max')
          );
        })?.id ?? '')
      : (state.params.get('education') ?? '');
    body = (
      <Radio.Group
        value={current}
        aria-label={label}
        onChange={(value) => {
          if (!experience) return state.update({ education: value || null });
          const range = value ? experienceRange(value) : { min: null, max: null };
          state.update({ experience_min: range.min, experience_max: range.max });
        }}
      >
        <Stack gap={6}>
          <Radio size="sm" value="" label={t('facets.any')} />
          {shown.map((v) => (
            <Radio
              key={v.id}
              size="sm"
              value={v.id}
              label={t('facets.valueCount', { name: nameOf(v), n: formatNumber(v.count) })}
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text fw={700} size="sm" component="h3" m={0}>
        {label}
      </Text>
      {body}
      {values.length > 8 && (
        <Button variant="subtle" size="compact-xs" onClick={() => setAll(!all)} w="fit-content">
          {all ? t('facets.showFewer') : t('facets.showAll', { count: values.length })}
        </Button>
      )}
    </Stack>
  );
}

/** The facets of the results with their counts, each a filter of the search. */
export function Facets({
  facets,
  state,
}: {
  facets: TCandidateSearchResult['facets'] | undefined;
  state: CandidateSearchState;
}) {
  const { t } = useTranslation('talent');
  const filtered = CRITERIA.some((key) => key !== 'q' && state.params.get(key));
  return (
    <Stack gap="lg">
      {CANDIDATE_FACET_KEYS.map((key) => (
        <FacetGroup key={key} facet={key} values={facets?.[key] ?? []} state={state} />
      ))}
      {filtered && (
        <Button
          variant="default"
          onClick={() =>
            state.update(
              Object.fromEntries(CRITERIA.filter((key) => key !== 'q').map((key) => [key, null])),
            )
          }
        >
          {t('facets.clear')}
        </Button>
      )}
    </Stack>
  );
}
