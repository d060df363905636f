export { ListTable, type ListTableProps } from './list-table';
export { dateColumn, type ListColumn, type ListSelect, type ListSort } from './list-columns';
export { ListEmpty, ListFailed, ListFrame, pagingOf, type ListPaging } from './list-frame';
export {
  useRowSelection,
  withRow,
  withRows,
  selectAllState,
  type RowSelection,
} from './row-selection';
export { actionsColumn, DeleteRowButton, RowMenu } from './list-actions';
