import { useEffect, useId, type RefObject } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import StarterKit from '@tiptap/starter-kit';
import '@mantine/tiptap/styles.css';

/** Plain text typed before this editor existed becomes paragraphs, as the server reads it. */
const asHtml = (value: string) =>
  !value || /<[a-z][\s\S]*>/i.test(value)
    ? value
    : value
        .split(/\n{2,}/)
        .map((para) => `<p>${para.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`)
        .join('');

/**
 * A rich-text form field (paragraphs, headings, bold, italic, underline, lists, quotes, links)
 * whose value is HTML. The server keeps only these same elements, so nothing typed here is lost
 * and nothing else gets through.
 */
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
}: {
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
}) {
  const { t } = useTranslation();
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
  };
  const editor = useEditor({
    editorProps: { attributes },
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, protocols: ['mailto'] }),
    ],
    content: asHtml(value),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // The field's accessible name, description and state live on the editable element itself.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);

  useEffect(() => {
    if (!insertRef) return;
    insertRef.current = (text) => editor?.chain().focus().insertContent(text).run();
    return () => {
      insertRef.current = null;
    };
  }, [editor, insertRef]);

  // A value set from outside (a template applied, a form reset) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (asHtml(value) !== current) editor.commands.setContent(asHtml(value), { emitUpdate: false });
  }, [editor, value]);

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
        labels={{
          boldControlLabel: t('richText.bold'),
          italicControlLabel: t('richText.italic'),
          underlineControlLabel: t('richText.underline'),
          clearFormattingControlLabel: t('richText.clearFormatting'),
          h3ControlLabel: t('richText.h3'),
          h4ControlLabel: t('richText.h4'),
          bulletListControlLabel: t('richText.bulletList'),
          orderedListControlLabel: t('richText.orderedList'),
          blockquoteControlLabel: t('richText.blockquote'),
          linkControlLabel: t('richText.link'),
          unlinkControlLabel: t('richText.unlink'),
          undoControlLabel: t('richText.undo'),
          redoControlLabel: t('richText.redo'),
          linkEditorInputLabel: t('richText.linkUrl'),
          linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
          linkEditorExternalLink: t('richText.linkExternal'),
          linkEditorInternalLink: t('richText.linkInternal'),
          linkEditorSave: t('richText.linkSave'),
        }}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
