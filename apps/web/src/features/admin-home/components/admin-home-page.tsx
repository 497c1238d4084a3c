import type { AdminOverview } from '@vernissage/core/schemas';
import { artworkPath, formatCount, formatPriceCents } from '@vernissage/core/text';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArtworkThumb } from '../../../components/artwork-thumb.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { timeLeft } from '../../../lib/time-left.ts';
import { useOverview } from '../api/get-overview.ts';
import './admin-home.css';

// The charting library is fetched with the chart, after the figures are on the page.
const RatingsChart = lazy(() => import('./ratings-chart.tsx').then((m) => ({ default: m.RatingsChart })));

const plural = (count: number, one: string, many = `${one}s`) => `${formatCount(count)} ${count === 1 ? one : many}`;
const dayName = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const placed = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface FigureProps {
  id: string;
  title: string;
  figure: string;
  note: string;
  to: string;
  action: string;
  children?: ReactNode;
}

/** One figure of the day, with the page it comes from. */
function Figure({ id, title, figure, note, to, action, children }: FigureProps) {
  return (
    <section className="admin-home__card" aria-labelledby={id}>
      <h2 id={id} className="admin-home__label">
        {title}
      </h2>
      <p className="admin-home__figure">{figure}</p>
      <p className="admin-home__note">{note}</p>
      {children}
      <Link className="text-link admin-home__link" to={to}>
        {action}
      </Link>
    </section>
  );
}

function WorkList({ id, title, works, verb }: { id: string; title: string; works: AdminOverview['mostLiked']; verb: string }) {
  return (
    <section className="admin-home__card" aria-labelledby={id}>
      <h2 id={id} className="admin-home__label">
        {title}
      </h2>
      {works.length ? (
        <ol className="admin-home__works">
          {works.map(({ artwork, count }) => (
            <li key={artwork.id} className="admin-home__work">
              <ArtworkThumb image={artwork.image} size={44} />
              <span>
                <Link className="text-link" to={artworkPath(artwork.title, artwork.id)}>
                  {artwork.title}
                </Link>
                <span className="admin-home__muted">{artwork.artist.name}</span>
              </span>
              <span className="admin-home__count">{plural(count, verb)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-home__note">No ratings this week yet.</p>
      )}
    </section>
  );
}

function RatingsCard({ days }: { days: AdminOverview['ratingsPerDay'] }) {
  const likes = days.reduce((sum, day) => sum + day.likes, 0);
  const dislikes = days.reduce((sum, day) => sum + day.dislikes, 0);
  return (
    <section className="admin-home__card admin-home__card--wide" aria-labelledby="overview-ratings">
      <h2 id="overview-ratings" className="admin-home__label">
        Ratings per day, last {days.length} days
      </h2>
      <p className="admin-home__note">
        {plural(likes, 'like')} and {plural(dislikes, 'dislike')} in all.
      </p>
      <Suspense fallback={<div className="admin-home__chart" aria-hidden="true" />}>
        <RatingsChart days={days} />
      </Suspense>
      <table className="visually-hidden">
        <caption>Likes and dislikes per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Likes</th>
            <th scope="col">Dislikes</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayName.format(new Date(`${day.day}T00:00:00Z`))}</th>
              <td>{day.likes}</td>
              <td>{day.dislikes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /admin: the admin's home, today at a glance. Each figure leads to the page it comes from: new
 * works to Art Works, holds to Hold Orders, sales to Artwork Sales, questions to Questions &
 * Offers, collectors to Users; the chart shows the taste test and the galleries at work.
 */
export function AdminHomePage() {
  const overview = useOverview();
  const heading = <PageHeading title="Admin" description="Today at a glance: each figure leads to the page where you act on it." />;
  if (overview.isPending) return <PageLoader />;
  if (overview.isError)
    return (
      <div className="admin-home">
        {heading}
        <QueryError error={overview.error} onRetry={() => void overview.refetch()} />
      </div>
    );
  const data = overview.data;
  const { listedThisWeek: listed, holds, salesThisMonth: sales, openQuestions: questions, newCollectors: collectors } = data;

  return (
    <div className="admin-home">
      {heading}
      <div className="admin-home__grid">
        <Figure
          id="overview-holds"
          title="Holds waiting"
          figure={formatCount(holds.count)}
          note={holds.count ? 'Oldest first: confirm or release each one.' : 'No work is waiting for a decision.'}
          to={paths.holdOrders}
          action="Decide on Hold Orders"
        >
          {holds.oldest.length ? (
            <ul className="admin-home__list">
              {holds.oldest.map((hold) => (
                <li key={hold.id}>
                  <strong>{hold.artwork.title}</strong> for {hold.buyer}
                  <span className="admin-home__muted">
                    Placed {placed.format(new Date(hold.placedAt))} · {timeLeft(hold.holdExpiresAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </Figure>
        <Figure
          id="overview-sales"
          title="Sales this month"
          figure={formatPriceCents(sales.amount)}
          note={`${plural(sales.count, 'sale')} · ${formatPriceCents(sales.commission)} commission (${Math.round(sales.commissionRate * 100)}%)`}
          to={paths.myPurchases}
          action="See Artwork Sales"
        />
        <Figure
          id="overview-listed"
          title="Works listed this week"
          figure={formatCount(listed.count)}
          note={listed.count ? 'In the last seven days, by' : 'No new works in the last seven days.'}
          to={paths.adminArtWorks}
          action="See Art Works"
        >
          {listed.bySeller.length ? (
            <ul className="admin-home__list">
              {listed.bySeller.map((seller) => (
                <li key={seller.id}>
                  {seller.name} <span className="admin-home__muted admin-home__inline">{plural(seller.count, 'work')}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </Figure>
        <Figure
          id="overview-questions"
          title="Open questions and offers"
          figure={formatCount(questions.count)}
          note={questions.count ? `${plural(questions.offers, 'offer')} among them.` : 'Every question has been answered.'}
          to={paths.questions}
          action="Answer on Questions & Offers"
        />
        <Figure
          id="overview-events"
          title="Events waiting for approval"
          figure={formatCount(data.eventsWaiting)}
          note={data.eventsWaiting ? 'Listed by members, not yet public.' : 'Every listed event has been decided.'}
          to={paths.manageNewsEvents}
          action="Review on List An Event"
        />
        <Figure
          id="overview-collectors"
          title="New collectors this week"
          figure={formatCount(collectors.count)}
          note={`${formatCount(collectors.tasteTestDone)} of them finished the taste test.`}
          to={paths.users}
          action="See Users"
        />
        <RatingsCard days={data.ratingsPerDay} />
        <WorkList id="overview-liked" title="Most liked this week" works={data.mostLiked} verb="like" />
        <WorkList id="overview-disliked" title="Most disliked this week" works={data.mostDisliked} verb="dislike" />
      </div>
    </div>
  );
}
