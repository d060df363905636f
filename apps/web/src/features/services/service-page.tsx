import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES, paths } from '@logicareers/shared/pages';
import {
  type ContentPageKey,
  type ContentSection,
  contentPageIn,
  contentPagePath,
  isContentPageKey,
} from '@logicareers/shared/service-pages';
import type { Prefetch } from '../../lib/prefetch';
import { useDocumentTitle } from '../../lib/document-title';
import { i18n } from '../../lib/i18n';
import { useInView } from '../../lib/use-in-view';
import { contentPageQuery } from './services-api';

// Loaded as it nears the screen: its validation and phone rules stay out of the page's first load.
const EnquiryForm = lazy(() => import('./enquiry-form').then((m) => ({ default: m.EnquiryForm })));

/** The page's key; any other name under the section is the app's not-found page. */
const pageLoader =
  (section: ContentSection) =>
  ({ params }: LoaderFunctionArgs): ContentPageKey => {
    const key = contentPageIn(section, params.page);
    // The body is the text the error page shows (a status text could not carry every language).
    if (!key) throw new Response(i18n.t('routeError.notFound'), { status: 404 });
    return key;
  };
export const servicePageLoader = pageLoader('service');
export const employerServicePageLoader = pageLoader('employer');

export const prefetchServicePage: Prefetch = async (client, { params }) => {
  if (isContentPageKey(params.page)) await client.prefetchQuery(contentPageQuery(params.page));
};

/** The editor's headings (h3, h4) are the page's second and third levels, under its title. */
const pageHeadings = (html: string) =>
  html.replace(/<(\/?)h([34])\b/g, (_, slash: string, level: string) => `<${slash}h${+level - 1}`);

/** Where to go next from a page without a form: prices for employers, contact for the rest. */
function NextSteps({ employer }: { employer: boolean }) {
  const { t } = useTranslation('services');
  return (
    <Paper withBorder radius="md" p="lg" bg="brand.0">
      <Stack gap="sm">
        {employer ? (
          <>
            <Button component={Link} to={PAGES.pricing}>
              {t('pricingCta')}
            </Button>
            <Button component={Link} to={paths.signUp('employer')} variant="default">
              {t('registerCta')}
            </Button>
          </>
        ) : (
          <Button component={Link} to={contentPagePath('contact-us')}>
            {t('contactCta')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The enquiry form, built as it comes near the screen, in a frame that keeps its place. */
function EnquiryPanel({ page }: { page: ContentPageKey }) {
  const [inView, ref] = useInView('200px');
  const [near, setNear] = useState(false);
  if (inView === true && !near) setNear(true);
  const frame = <Skeleton h={640} radius="md" aria-hidden />;
  return near ? (
    <Suspense fallback={frame}>
      <EnquiryForm page={page} />
    </Suspense>
  ) : (
    <Box ref={ref}>{frame}</Box>
  );
}

/**
 * `/unauth/services/:page` and `/unauth/employer-services/:page`: a service page's words (from the
 * administrators, or the defaults), rendered on the server, with the enquiry form where it has one.
 */
export function ServicePage() {
  const { t } = useTranslation('services');
  const key = useLoaderData() as ContentPageKey;
  const page = useQuery(contentPageQuery(key));
  useDocumentTitle(page.data?.title);
  if (page.isPending)
    return (
      <Container size="lg" py="xl" aria-busy="true">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <Skeleton h={40} w="60%" mb="md" />
        <Skeleton h={200} />
      </Container>
    );
  if (page.error)
    return (
      <Container size="lg" py="xl">
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {t('loadError')}
            <Button size="xs" variant="light" onClick={() => void page.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  const { data } = page;
  const employer = data.section === 'employer';
  return (
    <>
      <Box bg="brand.0" py={{ base: 32, sm: 48 }}>
        <Container size="lg">
          <Text fw={700} c="brand.9" tt="uppercase" fz="xs" mb={6}>
            {employer ? t('employerBreadcrumb') : t('breadcrumb')}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 38 }} maw={820}>
            {data.title}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} mt="sm" maw={760} c="gray.8">
            {data.description}
          </Text>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: data.has_enquiry_form ? 7 : 8 }}>
            <Box
              component="article"
              className="rich-text service-page"
              dangerouslySetInnerHTML={{ __html: pageHeadings(data.body) }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: data.has_enquiry_form ? 5 : 4 }}>
            {data.has_enquiry_form ? (
              <EnquiryPanel page={key} />
            ) : (
              <NextSteps employer={employer} />
            )}
            {employer && data.has_enquiry_form && (
              <Anchor component={Link} to={PAGES.pricing} mt="md" display="inline-block">
                {t('pricingCta')}
              </Anchor>
            )}
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
