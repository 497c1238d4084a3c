import { SNIPPET_GROUPS, type SnippetGroup, type SnippetSummary } from '@vernissage/core/schemas';
import type { SnippetName } from '@vernissage/core/constants';
import { Tag } from 'antd';
import { useRef } from 'react';
import { NavLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useSnippetList } from '../api/get-snippet-list.ts';
import { SnippetEditor } from './snippet-editor.tsx';
import { groupLabel, groupPath, SNIPPET_GROUP_ORDER, SNIPPET_LABELS } from './snippet-labels.ts';
import './snippets.css';
import { StatusTag } from '../../../components/status-tag.tsx';

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The snippet pages (spec/02 §2: /{product}-snippet, /city-snippet, /queue-snippet,
 * /artist-snippet, /collector-snippet, /checkOut-snippet): the group's snippets with a preview
 * of each, and the chosen one's form beside a live preview (decision record 028).
 */
export function SnippetEditorPage({ group }: { group: SnippetGroup }) {
  const { product } = useSiteConfig();
  const list = useSnippetList();
  const [params, setParams] = useSearchParams();
  const names: readonly SnippetName[] = SNIPPET_GROUPS[group];
  const asked = params.get('name');
  const selected = names.find((name) => name === asked) ?? names[0]!;
  const summaries = new Map((list.data?.items ?? []).map((item) => [item.name, item]));
  const editor = useRef<HTMLDivElement>(null);
  const choose = (name: SnippetName) => {
    setParams(new URLSearchParams({ name }), { replace: true });
    // On a phone the form is under the list: bring it into view.
    const top = editor.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight * 0.6) editor.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section className="snippets-page">
      <PageHeading title="Snippets" description="The words on the product’s pages. {product}, {email} and {phone} are replaced by the settings wherever they appear." />
      <nav className="snippets-page__groups" aria-label="Snippet pages">
        {SNIPPET_GROUP_ORDER.map((each) => (
          <NavLink key={each} to={groupPath(each, product)} className="snippets-page__group" aria-current={each === group ? 'page' : undefined}>
            {groupLabel(each, product)}
          </NavLink>
        ))}
      </nav>
      <div className="snippets-page__body">
        <div className="snippets-page__list">
          <h2 className="snippets-page__list-title">{groupLabel(group, product)} snippets</h2>
          {list.isError && !list.data ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
          <ul>
            {names.map((name) => (
              <li key={name}>
                <SnippetChoice
                  name={name}
                  summary={summaries.get(name)}
                  current={name === selected}
                  onChoose={() => choose(name)}
                />
              </li>
            ))}
          </ul>
        </div>
        <div ref={editor} className="snippets-page__editor">
          <SnippetEditor key={selected} name={selected} />
        </div>
      </div>
    </section>
  );
}

function SnippetChoice({ name, summary, current, onChoose }: { name: SnippetName; summary: SnippetSummary | undefined; current: boolean; onChoose: () => void }) {
  const { label } = SNIPPET_LABELS[name];
  return (
    <button type="button" className="snippet-choice" aria-pressed={current} onClick={onChoose}>
      <span className="snippet-choice__head">
        <strong>{label}</strong>
        {summary?.status === null ? <Tag>Not written</Tag> : null}
        {name === 'Notification' && summary?.status ? <StatusTag tone={summary.status === '1' ? 'urgent' : 'neutral'}>{summary.status === '1' ? 'On' : 'Off'}</StatusTag> : null}
      </span>
      {summary?.preview ? <span className="snippet-choice__preview">{summary.preview}</span> : null}
      {summary?.updatedAt ? <span className="snippet-choice__updated">Updated {updatedFormat.format(new Date(summary.updatedAt))}</span> : null}
    </button>
  );
}
