import { ActionIcon, Affix, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@logicareers/shared/constants';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandWhatsapp } from '@tabler/icons-react';
import { useSiteSettings } from '../../lib/settings';

/** The floating contact shortcut: WhatsApp chat to the UAE number, professional network, social page. */
export function ContactShortcut() {
  const settings = useSiteSettings();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const whatsapp =
    settings.whatsapp_url || `https://wa.me/${settings.contact_phone.replace(/\D/g, '')}`;
  const items = [
    {
      label: `Chat with us on WhatsApp (${settings.contact_phone})`,
      href: whatsapp,
      icon: IconBrandWhatsapp,
      color: '#1a7f45',
    },
    {
      label: 'LogiCareers on LinkedIn',
      href: settings.linkedin_url,
      icon: IconBrandLinkedin,
      color: '#0a66c2',
    },
    {
      label: 'LogiCareers on Facebook',
      href: settings.facebook_url,
      icon: IconBrandFacebook,
      color: '#1559c7',
    },
  ].filter((item) => item.href);
  return (
    <Affix position={{ bottom: mobile ? 12 : 20, right: mobile ? 12 : 20 }} zIndex={150}>
      <Stack gap={8} component="nav" aria-label="Contact us">
        {items.map(({ label, href, icon: Icon, color }) => (
          <Tooltip key={label} label={label} position="left">
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              size={mobile ? 36 : 44}
              radius="xl"
              variant="filled"
              color={color}
              aria-label={label}
            >
              <Icon size={mobile ? 20 : 24} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ))}
      </Stack>
    </Affix>
  );
}
