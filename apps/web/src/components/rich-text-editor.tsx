import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** HTML. An editor with no text reports '' so a required rule sees it as empty. */
  value?: string | undefined;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  id?: string;
  invalid?: boolean;
  /** Takes the focus, at the end of the text, once made (it replaces a stand-in being typed in). */
  autoFocus?: boolean;
}

/** Rich text (Tiptap StarterKit) as a form control: bold, italic, lists, headings, links. */
export function RichTextEditor({ value, onChange, label, id, invalid = false, autoFocus = false }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } })],
    content: value ?? '',
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        class: 'rich-text-editor__content',
      },
    },
    onUpdate: ({ editor: current }) => {
      onChangeRef.current?.(current.isEmpty ? '' : current.getHTML());
    },
  });

  // A value set from outside (a form reset) replaces the content; typing does not come back here.
  useEffect(() => {
    // An editor the hook has already replaced has no schema left to read (a reload met it once).
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text-editor" data-invalid={invalid}>
      <EditorContent editor={editor} />
    </div>
  );
}
