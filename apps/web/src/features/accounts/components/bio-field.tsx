import { escapeHtml } from '@vernissage/core/text';
import { lazy, Suspense, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { FieldFrame, fieldDescribedBy } from '../../../components/ui/field-frame.tsx';
import '../../../components/rich-text-editor.css';

// Tiptap is the largest library of the app: the sign-up form fetches it once someone starts on the
// form, not with the dialog, so the dialog opens at once on a phone.
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })));

/** Plain text typed before the editor came, as the editor's HTML: a paragraph a line. */
function paragraphs(text: string): string {
  return text.trim() === '' ? '' : text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

interface BioFieldProps {
  /**
   * Fetch the editor now: the person has started on the form (focusing this box starts it too).
   * Turned on in a transition, so the stand-in keeps the focus while the editor loads.
   */
  load: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error: string | null;
  extra?: ReactNode;
  ref: (element: HTMLElement | null) => void;
}

/**
 * The bio: rich text, in the editor once it is fetched. Until then a plain box in its look takes
 * what is typed, as paragraphs, and the editor carries it on, with the focus where it was: nothing
 * typed while the editor loads is lost.
 */
export function BioField({ load, value, onChange, onBlur, error, extra, ref }: BioFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  // Whether the stand-in has the focus: the editor then takes it over when it comes.
  const [typing, setTyping] = useState(false);
  const described = fieldDescribedBy(id, error, extra);
  const standIn = (
    <div className="rich-text-editor" data-invalid={error ? true : false}>
      <textarea
        id={id}
        className="rich-text-editor__content bio-field__stand-in"
        aria-label="Bio"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        value={draft}
        onFocus={() => setTyping(true)}
        onBlur={() => setTyping(false)}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(paragraphs(event.target.value));
        }}
      />
    </div>
  );
  // Focusing the field (the first wrong one when the form is sent) focuses whichever box it holds.
  const forward = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.querySelector<HTMLElement>('textarea, [contenteditable="true"]')?.focus();
  };
  return (
    <FieldFrame id={id} label="Bio" error={error} extra={extra}>
      <div ref={ref} tabIndex={-1} className="bio-field" onFocus={forward} onBlur={(event) => (event.currentTarget.contains(event.relatedTarget) ? undefined : onBlur())}>
        {/* The boundary holds the stand-in from the first draw: `load` turns on in a transition, so
            React keeps this very box (and its focus) on screen until the editor has come. */}
        <Suspense fallback={standIn}>{load ? <RichTextEditor id={id} label="Bio" value={value} onChange={onChange} invalid={Boolean(error)} autoFocus={typing} /> : standIn}</Suspense>
      </div>
    </FieldFrame>
  );
}
