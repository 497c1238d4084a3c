import { DESCRIPTION_TRUNCATE } from '@vernissage/core/constants';
import { stripTags, truncate } from '@vernissage/core/text';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The description (sanitised HTML from the server), cut at 450 visible characters with '...'
 * until Show more (spec/01 §4 Description).
 */
export function ArtworkDescription({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const text = stripTags(html);
  if (!text) return null;
  const long = text.length > DESCRIPTION_TRUNCATE;

  return (
    <section className="artwork-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="artwork-section__title">
        Description
      </h2>
      <div id={`${id}-body`} className="artwork-description">
        {long && !expanded ? <p>{truncate(text, DESCRIPTION_TRUNCATE)}</p> : <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />}
      </div>
      {long ? (
        <Button type="link" className="artwork-description__toggle" aria-expanded={expanded} aria-controls={`${id}-body`} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </section>
  );
}
