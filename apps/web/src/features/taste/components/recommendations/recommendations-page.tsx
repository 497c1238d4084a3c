import { artworkPath, formatPrice } from '@vernissage/core/text';
import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { PageHeading } from '../../../../components/page-heading.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { SoldMarker } from '../../../../components/sold-marker.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { paths } from '../../../../config/paths.ts';
import { useRecommendations } from '../../api/get-recommendations.ts';
import { ArtworkPicture } from '../artwork-picture.tsx';
import { ReasonLine } from '../reason-line.tsx';
import { FavouriteList, FormalChart } from './taste-summary.tsx';
import './recommendations.css';

/**
 * /ai-recommendations: the works the collector's taste points to, each with a reason, then the
 * taste at a glance. The works come first: on a phone the summary above them was a screen and a
 * half of reading before the first work.
 */
export function RecommendationsPage() {
  const recs = useRecommendations();
  return (
    <div className="recommendations">
      <PageHeading title="AI Recommendations" description="The works your taste points to, and what your ratings say about it." />
      {recs.isPending ? <PageLoader label="Loading your recommendations" /> : null}
      {recs.isError ? <QueryError error={recs.error} onRetry={() => void recs.refetch()} /> : null}
      {recs.data ? (
        <>
          {recs.data.basis === 'crowd' ? (
            <Alert
              className="recommendations__notice"
              type="info"
              showIcon
              title="You have not liked or disliked any artworks yet."
              description="Until you do, these are the works collectors love most. Take the Taste Test to make them yours."
              action={
                <Link to={paths.tasteQuiz}>
                  <Button size="small">Take The Taste Test</Button>
                </Link>
              }
            />
          ) : (
            <p className="recommendations__count">
              Based on {recs.data.rated} {recs.data.rated === 1 ? 'rating' : 'ratings'}, {recs.data.liked} of them likes.{' '}
              <a href="#taste-glance" className="recommendations__jump">
                Your taste at a glance
              </a>
            </p>
          )}
          <h2 className="recommendations__heading">Recommended for you</h2>
          <ul className="recommendation-grid" aria-label="Recommended artworks">
            {recs.data.items.map(({ work, reason, reasonWork }) => (
              <li key={work.id} className="recommendation">
                <Link to={artworkPath(work.title, work.id)} className="recommendation__link">
                  <span className="recommendation__image">
                    <ArtworkPicture image={work.image} alt="" size="card" />
                  </span>
                  <span className="recommendation__title">{work.title}</span>
                </Link>
                <span className="recommendation__artist">
                  {work.artist.name} · {formatPrice(work.discountedPrice ?? work.price)} <SoldMarker sold={work.sold} />
                </span>
                {reason ? <ReasonLine className="recommendation__reason" line={reason} work={reasonWork} /> : null}
              </li>
            ))}
          </ul>
          <h2 id="taste-glance" className="recommendations__heading">
            Your taste at a glance
          </h2>
          <div className="taste-glance">
            <FavouriteList title="Colours" values={recs.data.colours} empty="No favourite colours yet." />
            <FavouriteList title="Subjects" values={recs.data.subjects} empty="No favourite subjects yet." />
            <FavouriteList title="Materials" values={recs.data.materials} empty="No favourite materials yet." />
          </div>
          <section className="taste-card taste-card--wide" aria-labelledby="formal-title">
            <h3 id="formal-title" className="taste-card__title">
              Form and feeling
            </h3>
            <p className="muted taste-card__intro">Where your likes sit between the two poles of each formal quality.</p>
            <FormalChart axes={recs.data.formal} />
          </section>
        </>
      ) : null}
    </div>
  );
}
