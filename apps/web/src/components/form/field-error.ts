import type { FieldError } from 'react-hook-form';
import { translateMessage } from '../../lib/i18n';

/** A field's error message in the user's language, for a Mantine input's `error`. */
export const errorText = (error: Pick<FieldError, 'message'> | undefined) =>
  translateMessage(error?.message);
