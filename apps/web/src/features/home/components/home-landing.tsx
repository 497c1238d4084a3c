import { COMMISSION_RATE, GALLERY_COMMISSION_CLAIM, QUIZ_SIZE } from '@vernissage/core/constants';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSignInPrompt } from '../../../lib/sign-in-prompt.tsx';
import './home.css';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

const steps = [
  {
    title: 'Take the taste test',
    text: `Like or pass on ${QUIZ_SIZE} works. We learn the colours, subjects, materials and forms you respond to.`,
  },
  {
    title: 'A gallery ranked for you',
    text: 'Every available work is ordered by how closely it matches your taste, and the order sharpens as you rate more.',
  },
  {
    title: 'Buy original work',
    text: 'Each piece is a one-of-a-kind physical work. We hold it for you and arrange delivery with you directly.',
  },
] as const;

/** What a logged-out visitor reads below the marquee: how it works, the commission, the area. */
export function HomeLanding({ product }: { product: string }) {
  const openSignIn = useSignInPrompt(paths.tasteQuiz, 'tasteTest');
  return (
    <div className="home-landing">
      <section className="landing-section" aria-labelledby="how-it-works">
        <p className="eyebrow">How it works</p>
        <h2 id="how-it-works" className="landing-section__title">
          A gallery that learns what you love
        </h2>
        <ol className="landing-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="landing-step">
              <span className="landing-step__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="landing-step__title">{step.title}</h3>
              <p className="landing-step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="landing-commission" aria-labelledby="fair-to-artists">
        <div className="landing-commission__inner">
          <div className="landing-commission__figures" aria-hidden="true">
            <span className="landing-commission__ours">{percent(COMMISSION_RATE)}</span>
            <span className="landing-commission__theirs">{percent(GALLERY_COMMISSION_CLAIM)}+</span>
          </div>
          <div>
            <p className="eyebrow">Fair to artists</p>
            <h2 id="fair-to-artists" className="landing-commission__title">
              We take {percent(COMMISSION_RATE)}. Galleries commonly take {percent(GALLERY_COMMISSION_CLAIM)} or more.
            </h2>
            <p className="landing-commission__text">
              So more of what you pay goes to the person who made the work, and artists can price their originals honestly.
            </p>
            <Link className="text-link" to={paths.forArtists}>
              Selling your work? Read For Artists
            </Link>
          </div>
        </div>
      </section>

      <section className="landing-section landing-local" aria-labelledby="chicago">
        <div>
          <p className="eyebrow">Now serving</p>
          <h2 id="chicago" className="landing-section__title">
            The Chicago area
          </h2>
        </div>
        <div>
          <p className="landing-local__text">
            {product} brings together artists and collectors in and around Chicago. Every work is a physical original you can see
            in person, delivered locally by people who care about it as much as you do.
          </p>
          <div className="landing-local__actions">
            <Button type="primary" size="large" onClick={openSignIn}>
              Take the taste test
            </Button>
            <Link className="text-link" to={paths.forCollectors}>
              For Collectors
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
