import { MinusOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { CURATED_WORKS_MAX, type Artwork } from '@vernissage/core/schemas';
import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { ArtworkThumb } from '../../../components/artwork-thumb.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSearchWorks } from '../api/search-works.ts';

/** Typing waits this long before the works are searched again. */
const SEARCH_PAUSE_MS = 300;

interface WorkPickerProps {
  /** The works chosen, in the set's order. */
  value?: Artwork[];
  onChange?: (works: Artwork[]) => void;
  invalid?: boolean;
  /** The form item's id, on the search box its label names. */
  id?: string;
}

/**
 * Chooses a curated set's works: searches listed works (All Artworks' search: title, artist,
 * description) and adds or removes them; the chosen list keeps the order they were added in.
 */
export function WorkPicker({ value = [], onChange, invalid = false, id }: WorkPickerProps) {
  const [text, setText] = useState('');
  const [words, setWords] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setWords(text.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const results = useSearchWorks(words);
  const chosen = new Set(value.map((work) => work.id));
  const full = value.length >= CURATED_WORKS_MAX;

  return (
    <div className="work-picker" data-invalid={invalid}>
      <div>
        <Input
          id={id}
          prefix={<SearchOutlined aria-hidden />}
          aria-label="Search works to add"
          placeholder="Search title, artist or description"
          allowClear
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {results.isError ? <QueryError error={results.error} onRetry={() => void results.refetch()} /> : null}
        <ul className="work-picker__list" aria-label="Works found" aria-busy={results.isFetching}>
          {results.data?.items.map((work) => (
            <li key={work.id} className="work-picker__item">
              <ArtworkThumb image={work.images[0] ?? null} size={40} />
              <span className="work-picker__name">
                {work.title} <span className="muted">· {work.artist.name}</span>
              </span>
              <Button
                size="small"
                icon={<PlusOutlined />}
                aria-label={`Add ${work.title}`}
                disabled={chosen.has(work.id) || full}
                onClick={() => onChange?.([...value, work])}
              >
                {chosen.has(work.id) ? 'Added' : 'Add'}
              </Button>
            </li>
          ))}
          {results.isSuccess && results.data.items.length === 0 ? <li className="muted">No listed works match these words.</li> : null}
        </ul>
      </div>
      <div>
        <p className="work-picker__heading">
          Chosen works ({value.length}/{CURATED_WORKS_MAX})
        </p>
        <ul className="work-picker__list" aria-label="Chosen works">
          {value.map((work) => (
            <li key={work.id} className="work-picker__item">
              <ArtworkThumb image={work.images[0] ?? null} size={40} />
              <span className="work-picker__name">{work.title}</span>
              <Button size="small" icon={<MinusOutlined />} aria-label={`Remove ${work.title}`} onClick={() => onChange?.(value.filter((other) => other.id !== work.id))}>
                Remove
              </Button>
            </li>
          ))}
          {value.length === 0 ? <li className="muted">None yet: add works from the search.</li> : null}
        </ul>
      </div>
    </div>
  );
}
