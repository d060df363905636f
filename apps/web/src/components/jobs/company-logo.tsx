import { Avatar } from '@mantine/core';

/** The first letters of a company's first two words: what stands in for a missing logo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

/**
 * A company's logo beside its name, or its initials when it has none. The name is said next to it,
 * so the picture itself is decorative.
 */
export function CompanyLogo({
  name,
  url,
  size = 44,
}: {
  name: string;
  url: string | null;
  size?: number;
}) {
  return (
    <Avatar src={url} alt="" size={size} radius="md" color="brand" variant="light" aria-hidden>
      {initials(name)}
    </Avatar>
  );
}
