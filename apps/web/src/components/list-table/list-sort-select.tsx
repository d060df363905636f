import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListColumn, ListSort } from './list-columns';

/**
 * The order of a list shown as cards, where there are no headers to click: one choice per sortable
 * column and direction.
 */
export function ListSortSelect<T>({
  columns,
  sort,
  onSort,
}: {
  columns: ListColumn<T>[];
  sort?: ListSort;
  onSort: (sort: ListSort) => void;
}) {
  const { t } = useTranslation();
  const sortable = columns.filter((c) => c.sortKey);
  if (!sortable.length) return null;
  const data = sortable.flatMap((c) =>
    (['asc', 'desc'] as const).map((direction) => ({
      value: `${c.sortKey}:${direction}`,
      label: t(`listSort.${direction}`, { column: c.header }),
    })),
  );
  const value = sort ? `${sort.key}:${sort.direction}` : '';
  return (
    <NativeSelect
      label={t('listSort.label')}
      size="sm"
      data={sort ? data : [{ value: '', label: '' }, ...data]}
      value={value}
      onChange={(e) => {
        const [key, direction] = e.currentTarget.value.split(':');
        if (key) onSort({ key, direction: direction as ListSort['direction'] });
      }}
    />
  );
}
