import { useId, type RefObject } from 'react';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { errorText } from './form/field-error';
import { useRichTextEditor } from './rich-text-editor';
import { RichTextToolbar, useRichTextLabels } from './rich-text-toolbar';
import '@mantine/tiptap/styles.css';

/**
 * A rich-text form field (paragraphs, headings, bold, italic, underline, lists, quotes, links)
 * whose value is HTML. The server keeps only these same elements, so nothing typed here is lost
 * and nothing else gets through.
 */
type RichTextFieldProps = {
  label: string;
  description?: string;
  required?: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  minHeight?: number;
  /** Set to a function that writes text where the cursor is (a merge tag, say). */
  insertRef?: RefObject<((text: string) => void) | null>;
  /** The language of the text written, and so its direction (Arabic right to left). */
  written?: { lang: string; dir: 'ltr' | 'rtl' };
};

export function RichTextField({
  label,
  description,
  required,
  value,
  onChange,
  onBlur,
  error,
  minHeight = 160,
  insertRef,
  written,
}: RichTextFieldProps) {
  const labels = useRichTextLabels();
  const id = useId();
  const describedBy = [description && `${id}-description`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    style: `min-height: ${minHeight}px`,
    ...written,
  };
  const editor = useRichTextEditor({ attributes, value, onChange, onBlur, insertRef });

  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      error={error}
      id={id}
      labelProps={{ id: `${id}-label`, htmlFor: undefined, component: 'span' }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextToolbar />
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/** A rich-text field bound to a field of a form, with that field's error under it. */
export function RichTextFormField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<RichTextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextField
          {...props}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
