import { useId, useState } from 'react';
import { ActionIcon, Box, Stack, Tooltip, Transition } from '@mantine/core';
import { useClickOutside, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@logicareers/shared/constants';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconMessageCircle,
  IconX,
} from '@tabler/icons-react';
import { useSides } from '../../lib/direction';
import { useSiteSettings } from '../../lib/settings';
import { useTranslation } from 'react-i18next';

/**
 * The floating contact shortcut: one round button that opens WhatsApp chat to the UAE number, the
 * professional network and the social page. Closed, it covers no more of the page than one button.
 */
export function ContactShortcut() {
  const settings = useSiteSettings();
  const { t } = useTranslation();
  // Built only in the browser (after the page is taken over), so the screen is known at once.
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ref = useClickOutside<HTMLDivElement>(() => setOpen(false));
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
  });
  const whatsapp =
    settings.whatsapp_url || `https://wa.me/${settings.contact_phone.replace(/\D/g, '')}`;
  const items = [
    {
      label: t('contact.whatsapp', { phone: settings.contact_phone }),
      // Without the WhatsApp feature, the shortcut keeps the company's pages.
      href: settings.modules.whatsapp ? whatsapp : '',
      icon: IconBrandWhatsapp,
      color: '#1a7f45',
    },
    {
      label: t('contact.linkedin'),
      href: settings.linkedin_url,
      icon: IconBrandLinkedin,
      color: '#0a66c2',
    },
    {
      label: t('contact.facebook'),
      href: settings.facebook_url,
      icon: IconBrandFacebook,
      color: '#1559c7',
    },
  ].filter((item) => item.href);
  const size = mobile ? 44 : 52;
  const sides = useSides();
  return (
    // Held at the foot of the window while the page's content scrolls by, and at the end of the
    // content once the footer comes into view, so it never covers the footer's links and form:
    // a sticky strip at the end of the content as tall as the button and its margin, so that the
    // content's last lines end above it; the strip lets clicks through, the button takes them.
    <Box
      pos="sticky"
      bottom={0}
      h={size + (mobile ? 24 : 40)}
      style={{ zIndex: 150, pointerEvents: 'none' }}
    >
      <Stack
        gap={8}
        align="center"
        component="nav"
        aria-label={t('contact.nav')}
        ref={ref}
        pos="absolute"
        bottom={mobile ? 12 : 20}
        style={{ [sides.end]: mobile ? 12 : 20, pointerEvents: 'auto' }}
      >
        <Transition mounted={open} transition="pop" duration={120}>
          {(style) => (
            <Stack gap={8} id={listId} style={style}>
              {items.map(({ label, href, icon: Icon, color }) => (
                <Tooltip key={label} label={label} position={sides.start}>
                  <ActionIcon
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    size={size - 8}
                    radius="xl"
                    variant="filled"
                    color={color}
                    aria-label={label}
                    onClick={() => setOpen(false)}
                  >
                    <Icon size={22} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ))}
            </Stack>
          )}
        </Transition>
        <Tooltip
          label={open ? t('contact.close') : t('contact.open')}
          position={sides.start}
          disabled={open}
        >
          <ActionIcon
            size={size}
            radius="xl"
            variant="filled"
            color="#1a7f45"
            aria-label={t('contact.open')}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <IconX size={24} aria-hidden />
            ) : (
              <IconMessageCircle size={mobile ? 24 : 28} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      </Stack>
    </Box>
  );
}
