import { useEffect, type RefObject } from 'react';
import { Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** Plain text typed before this editor existed becomes paragraphs, as the server reads it. */
const asHtml = (value: string) =>
  !value || /<[a-z][\s\S]*>/i.test(value)
    ? value
    : value
        .split(/\n{2,}/)
        .map((para) => `<p>${para.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`)
        .join('');

/**
 * The editor of a rich-text field: only the elements the server keeps, the field's accessible
 * name and state on the editable element, and the value kept in step both ways.
 */
export function useRichTextEditor({
  attributes,
  value,
  onChange,
  onBlur,
  insertRef,
}: {
  attributes: Record<string, string>;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  insertRef?: RefObject<((text: string) => void) | null>;
}) {
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

  return editor;
}
