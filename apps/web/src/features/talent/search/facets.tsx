import { Button, Stack } from '@mantine/core';
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
import { FacetChoices, type FacetTexts } from '../../../components/facet-choices';
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
  const texts: FacetTexts = {
    count: (n) => t('facets.count', { n }),
    valueCount: (name, n) => t('facets.valueCount', { name, n }),
    any: t('facets.any'),
    showAll: (count) => t('facets.showAll', { count }),
    showFewer: t('facets.showFewer'),
  };
  const selected = state.list(PARAM[facet]);
  const experience = facet === 'experience';
  const choice = !SINGLE.includes(facet)
    ? {
        multi: true as const,
        selected,
        onChange: (next: string[]) => state.update({ [PARAM[facet]]: next }),
      }
    : {
        multi: false as const,
        chosen: experience
          ? (values.find((v) => {
              const range = experienceRange(v.id);
              return (
                range.min === state.params.get('experience_min') &&
                range.max === state.params.get('experience_max')
              );
            })?.id ?? '')
          : (state.params.get('education') ?? ''),
        onChoose: (value: string) => {
          if (!experience) return state.update({ education: value || null });
          const range = value ? experienceRange(value) : { min: null, max: null };
          state.update({ experience_min: range.min, experience_max: range.max });
        },
      };
  return (
    <FacetChoices
      label={t(`facets.${facet}`)}
      values={values}
      nameOf={nameOf}
      texts={texts}
      grouped
      {...choice}
    />
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
