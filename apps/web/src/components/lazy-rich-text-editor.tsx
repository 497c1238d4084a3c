import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import './rich-text-editor.css';

// Tiptap is the largest library of the app: it loads when a form with rich text is shown.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })));

/**
 * The rich-text editor, fetched on first use. Until it arrives an empty box of the same size
 * holds its place, so the form does not move.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="rich-text-editor" data-invalid={props.invalid ?? false} aria-busy="true">
          <div className="rich-text-editor__content" />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
