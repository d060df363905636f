import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { MasterKind } from '@logicareers/shared/schemas/master-data';
import { locationData, selectData, useMasterOptions } from '../../lib/master-data';
import { SelectField } from './select-field';

/**
 * One item of master data (designation, location, industry ...) kept as its id; nothing chosen is
 * null. Locations are grouped under their emirate when `grouped`.
 */
export function MasterSelect<T extends FieldValues, O extends FieldValues = T>({
  kind,
  grouped = false,
  ...field
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  kind: MasterKind;
  label: string;
  grouped?: boolean;
  required?: boolean;
  clearable?: boolean;
  searchable?: boolean;
  placeholder?: string;
  description?: string;
}) {
  const options = useMasterOptions(kind);
  return (
    <SelectField
      {...field}
      data={grouped ? locationData(options, { anywhere: true }) : selectData(options)}
      toValue={(value) => (value ? Number(value) : null)}
    />
  );
}
