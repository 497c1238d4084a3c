import { DeleteOutlined } from '@ant-design/icons';
import type { Like, MyRating } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import { App, Button, Empty, Radio, Segmented } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../../components/page-heading.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useChangeRating } from '../../api/change-rating.ts';
import { useClearRating } from '../../api/clear-rating.ts';
import { useMyRatings } from '../../api/get-my-ratings.ts';
import { ArtworkPicture } from '../artwork-picture.tsx';
import { byLine, materialsOf } from '../work-text.ts';
import './my-ratings.css';

type Show = 'all' | 'liked' | 'disliked';

const SOURCE: Record<MyRating['source'], string> = { quiz: 'In the Taste Test', queue: 'In your gallery', visitor: 'Before you signed up' };
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function RatingRow({ item }: { item: MyRating }) {
  const { message } = App.useApp();
  const change = useChangeRating();
  const clear = useClearRating();
  const { work } = item;
  const busy = change.isPending || clear.isPending;
  return (
    <li className="rating-row" aria-label={work.title}>
      <Link to={artworkPath(work.title, work.id)} className="rating-row__image" tabIndex={-1} aria-hidden="true">
        <ArtworkPicture image={work.image} alt="" size="thumb" />
      </Link>
      <div className="rating-row__text">
        <Link to={artworkPath(work.title, work.id)} className="rating-row__title">
          {work.title}
        </Link>
        <span className="rating-row__artist">{byLine(work)}</span>
        <span className="rating-row__meta">
          {materialsOf(work)} · {SOURCE[item.source]}, {DATE.format(new Date(item.ratedAt))}
        </span>
      </div>
      <div className="rating-row__controls">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={item.rating}
          disabled={busy}
          aria-label={`Your rating of ${work.title}`}
          onChange={(event) => {
            const rating = event.target.value as Like;
            change.mutate(
              { artworkId: work.id, rating },
              {
                // Said aloud too: with Liked or Disliked shown, the row leaves the list.
                onSuccess: () => void message.success(`You now ${rating === 1 ? 'like' : 'dislike'} ${work.title}.`),
                onError: (error) => void message.error(errorMessage(error)),
              },
            );
          }}
          options={[
            { value: 1, label: 'Like' },
            { value: -1, label: 'Dislike' },
          ]}
        />
        <Button
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          loading={clear.isPending}
          disabled={busy}
          aria-label={`Clear the rating of ${work.title}`}
          onClick={() =>
            clear.mutate(work.id, {
              onSuccess: () => void message.success(`Your rating of ${work.title} was cleared.`),
              onError: (error) => void message.error(errorMessage(error)),
            })
          }
        >
          Clear
        </Button>
      </div>
    </li>
  );
}

/**
 * /my-ratings: every rated work; switching or clearing a rating folds the profile again on the
 * server. `alerts` (the route passes the new-work alerts' opt-in) shows above the list.
 */
export function MyRatingsPage({ alerts }: { alerts?: ReactNode }) {
  const ratings = useMyRatings();
  const [show, setShow] = useState<Show>('all');
  const all = ratings.data?.items ?? [];
  const liked = all.filter((item) => item.rating === 1).length;
  const disliked = all.filter((item) => item.rating === -1).length;
  const shown = all.filter((item) => show === 'all' || (show === 'liked' ? item.rating === 1 : item.rating === -1));

  return (
    <div className="my-ratings">
      <PageHeading
        title="My Ratings"
        description="Every artwork you have rated. Change your mind at any time: your taste profile follows."
        actions={
          all.length ? (
            <Segmented
              aria-label="Show"
              value={show}
              onChange={(value) => setShow(value === 'liked' || value === 'disliked' ? value : 'all')}
              options={[
                { value: 'all', label: `All (${all.length})` },
                { value: 'liked', label: `Liked (${liked})` },
                { value: 'disliked', label: `Disliked (${disliked})` },
              ]}
            />
          ) : null
        }
      />
      {alerts}
      {ratings.isPending ? <PageLoader label="Loading your ratings" /> : null}
      {ratings.isError ? <QueryError error={ratings.error} onRetry={() => void ratings.refetch()} /> : null}
      {ratings.data && all.length === 0 ? (
        <Empty description="You have not rated any artworks yet.">
          <Link to={paths.tasteQuiz}>
            <Button type="primary">Take The Taste Test</Button>
          </Link>
        </Empty>
      ) : null}
      {shown.length ? (
        <ul className="rating-list" aria-label="Your ratings">
          {shown.map((item) => (
            <RatingRow key={item.work.id} item={item} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
