import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANDIDATE_VISIBILITIES, type CandidateVisibility } from '@logicareers/shared/talent-terms';
import type { TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { Pager } from '../../../components/page-shell';
import { formatCalendarDate } from '../../../lib/format';
import { PROFILE_VIEWS_PAGE_SIZE, useProfileViews, useSaveVisibility } from './profile-api';
import { SectionPaper } from './section-paper';

function Card({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <SectionPaper id={id}>
      <Stack gap={2} mb="md">
        <Title order={2} fz="lg" id={`${id}-title`}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </SectionPaper>
  );
}

/** "Who can find my profile": all employers, the consultancy only, or nobody, each explained. */
export function VisibilitySection({ profile }: { profile: TCandidateProfile }) {
  const { t } = useTranslation('candidate');
  const [value, setValue] = useState<CandidateVisibility>(profile.visibility);
  const save = useSaveVisibility();
  const changed = value !== profile.visibility;
  return (
    <Card
      id="visibility"
      title={t('profile.visibility.title')}
      description={t('profile.visibility.description')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ visibility: value });
        }}
      >
        <Radio.Group
          value={value}
          onChange={(next) => setValue(next as CandidateVisibility)}
          aria-label={t('profile.visibility.label')}
        >
          <Stack gap="sm">
            {CANDIDATE_VISIBILITIES.map((option) => (
              <Radio.Card key={option} value={option} p="sm" radius="md">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <Stack gap={2}>
                    <Text fw={600} size="sm">
                      {t(`profile.visibility.option.${option}`)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`profile.visibility.explain.${option}`)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={!changed} loading={save.isPending}>
            {t('profile.visibility.save')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/** "Companies that viewed your profile": who opened it, how often and when last. */
export function ProfileViewsSection() {
  const { t } = useTranslation('candidate');
  const [page, setPage] = useState(1);
  const views = useProfileViews(page);
  return (
    <Card
      id="profile-views"
      title={t('profile.views.title')}
      description={t('profile.views.description')}
    >
      {!views.data ? (
        views.isError ? (
          <Text size="sm" c="dimmed">
            {t('profile.views.empty')}
          </Text>
        ) : (
          <Skeleton h={60} />
        )
      ) : views.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.views.empty')}
        </Text>
      ) : (
        <>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {views.data.items.map((view) => (
              <Group
                key={`${view.company}-${view.last_viewed_at}`}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
              >
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {view.company}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('profile.views.count', { count: view.views })} ·{' '}
                    {t('profile.views.last', { date: formatCalendarDate(view.last_viewed_at) })}
                  </Text>
                </Stack>
                <Badge
                  variant="light"
                  tt="none"
                  color={view.kind === 'consultancy' ? 'brand' : 'gray'}
                >
                  {t(`profile.views.kind.${view.kind}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
          <Pager
            page={page}
            pageSize={PROFILE_VIEWS_PAGE_SIZE}
            total={views.data.total}
            onChange={setPage}
          />
        </>
      )}
    </Card>
  );
}
