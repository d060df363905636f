import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SocialNetwork, TCompanyPublicProfile } from '@logicareers/shared/schemas/employer';

// The networks in the order they are shown (the contract's SOCIAL_NETWORKS, without loading zod).
const NETWORKS: SocialNetwork[] = ['linkedin', 'facebook', 'instagram', 'x', 'youtube'];

/** Only web addresses are links: anything else is shown as text, never followed. */
const safeHref = (value: string) => (/^https?:\/\//i.test(value) ? value : undefined);

/**
 * A company's public profile (logo, about, industry, size, website, social links, locations), as
 * visitors see it on its page. Every text is rendered as text: nothing the company wrote is HTML.
 */
export function CompanyProfileCard({ profile }: { profile: TCompanyPublicProfile }) {
  const { t } = useTranslation();
  const locations = [
    ...new Set(profile.branches.map((b) => [b.area, b.state].filter(Boolean).join(', '))),
  ].filter(Boolean);
  const social = NETWORKS.filter((n) => profile.social_links[n]);
  const website = safeHref(profile.website);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar
            src={profile.logo_url}
            alt={t('companyCard.logo', { name: profile.name })}
            size={72}
            radius="md"
            color="blue"
          >
            {/* The company's initials stand in for a logo; its name is the heading beside them. */}
            <span aria-hidden="true">{profile.name.slice(0, 2).toUpperCase()}</span>
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
              {profile.name}
            </Title>
            <Group gap="xs">
              {profile.industry && (
                <Badge
                  variant="light"
                  aria-label={`${t('companyCard.industry')}: ${profile.industry}`}
                >
                  {profile.industry}
                </Badge>
              )}
              {profile.size && (
                <Badge variant="light" color="gray">
                  {t('companyCard.sizeValue', { size: profile.size })}
                </Badge>
              )}
            </Group>
            {website && (
              <Anchor
                href={website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                <Group gap={4} component="span" wrap="nowrap">
                  <IconWorld size={16} aria-hidden />
                  <span>{profile.website}</span>
                </Group>
              </Anchor>
            )}
          </Stack>
        </Group>
        {profile.about && (
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('companyCard.about', { name: profile.name })}
            </Title>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {profile.about}
            </Text>
          </Stack>
        )}
        {locations.length > 0 && (
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('companyCard.locations')}
            </Title>
            <Text size="sm">{locations.join(' · ')}</Text>
          </Stack>
        )}
        {social.length > 0 && (
          <Group gap="sm" aria-label={t('companyCard.follow', { name: profile.name })} role="list">
            {social.map((network) => {
              const href = safeHref(profile.social_links[network] ?? '');
              return href ? (
                <Anchor
                  key={network}
                  role="listitem"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  size="sm"
                >
                  {t(`companyCard.social.${network}`)}
                </Anchor>
              ) : null;
            })}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
