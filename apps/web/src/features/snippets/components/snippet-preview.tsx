import { SNIPPET, type SnippetName } from '@vernissage/core/constants';
import { SnippetHtml } from '../../../components/snippet-html.tsx';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';
import type { SnippetFormValues } from './snippet-editor.tsx';
import { SNIPPET_LABELS } from './snippet-labels.ts';

/**
 * What a visitor will see, redrawn as the form changes: Home's three parts as the hero sets
 * them, the maintenance alert as its dialog, any other text as its page. Placeholders are filled
 * from the settings, as the public pages do.
 */
export function SnippetPreview({ name, values }: { name: SnippetName; values: SnippetFormValues }) {
  const config = useSiteConfig();
  const fill = (text: string) => fillPlaceholders(text, config);
  const title = values.title?.trim() ? fill(values.title.trim()) : SNIPPET_LABELS[name].fallbackTitle;

  return (
    <section className="snippet-preview" aria-labelledby="snippet-preview-title">
      <h3 id="snippet-preview-title" className="snippet-preview__label">
        Preview
      </h3>
      {name === SNIPPET.home ? (
        <div className="snippet-preview__home" data-testid="snippet-preview">
          <p className="snippet-preview__headline">{fill(values.headline ?? '')}</p>
          {values.subtitle?.trim() ? <p className="snippet-preview__subtitle">{fill(values.subtitle)}</p> : null}
          {values.subTitle?.trim() ? <p className="snippet-preview__subtitle2">{fill(values.subTitle)}</p> : null}
        </div>
      ) : name === SNIPPET.notification ? (
        <div className="snippet-preview__stage" data-testid="snippet-preview">
          {values.on ? null : <p className="snippet-preview__off">The alert is off: visitors do not see it.</p>}
          <div className="snippet-preview__dialog" data-off={!values.on}>
            <p className="snippet-preview__dialog-title">{title}</p>
            <SnippetHtml html={values.content ?? ''} />
            <div className="snippet-preview__dialog-footer">
              <span className="snippet-preview__ok" aria-hidden="true">
                OK
              </span>
            </div>
          </div>
        </div>
      ) : (
        <div className="snippet-preview__page" data-testid="snippet-preview">
          <p className="snippet-preview__page-title">{title}</p>
          <SnippetHtml html={values.content ?? ''} />
        </div>
      )}
    </section>
  );
}
