import type { ReactNode } from 'react';
import { Button, Drawer, Group, Pagination, Paper, ScrollArea } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSides } from '../lib/direction';

/** A search's filters beside its results, on screens wide enough. */
export function FiltersAside({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label={label}>
      {children}
    </Paper>
  );
}

/** The button that opens the filters' drawer, shown only below the width named. */
export function FiltersButton({
  hiddenFrom,
  onClick,
  children,
}: {
  hiddenFrom: 'sm' | 'md';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="default"
      hiddenFrom={hiddenFrom}
      leftSection={<IconAdjustments size={16} aria-hidden />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** A search's filters in a drawer from the side the text starts, for phones. */
export function FiltersDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const sides = useSides();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position={sides.start}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {children}
    </Drawer>
  );
}

/** The pages of a search's results, when there is more than one; a new page starts at the top. */
export function SearchPager({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={pages}
        value={page}
        onChange={(p) => {
          onChange(p);
          window.scrollTo({ top: 0 });
        }}
        getControlProps={(control) => ({ 'aria-label': t(`pager.control.${control}`) })}
        getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
      />
    </Group>
  );
}
