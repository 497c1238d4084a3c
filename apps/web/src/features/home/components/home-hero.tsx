import { ArrowRightOutlined } from '@ant-design/icons';
import { SNIPPET } from '@vernissage/core/constants';
import { splitHomeSnippet } from '@vernissage/core/text';
import { Button } from '../../../components/ui/button.tsx';
import { Link, useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useSnippet } from '../../../lib/api/get-snippet.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';
import { useSignInPrompt } from '../../../lib/sign-in-prompt.tsx';
import { HomeMarquee } from './home-marquee.tsx';
import './home.css';

/** Headline, subtitle and sub-title (the Home snippet split on its line breaks), and the marquee. */
export function HomeHero({ signedIn }: { signedIn: boolean }) {
  const config = useSiteConfig();
  const snippet = useSnippet(SNIPPET.home);
  const navigate = useNavigate();
  const openSignIn = useSignInPrompt(paths.gallery, 'gallery');
  const [headline, subtitle, subTitle] = snippet.data
    ? splitHomeSnippet(fillPlaceholders(snippet.data.content, config))
    : ['', '', ''];

  const exploreGallery = () => (signedIn ? void navigate(paths.gallery) : openSignIn());

  return (
    <section className="home-hero" aria-labelledby="home-headline">
      <div className="home-hero__text">
        {snippet.isPending ? (
          <div className="text-skeleton" aria-hidden="true">
            <span className="text-skeleton__line text-skeleton__line--title" style={{ width: '90%' }} />
            <span className="text-skeleton__line" />
            <span className="text-skeleton__line" />
            <span className="text-skeleton__line" style={{ width: '61%' }} />
          </div>
        ) : null}
        {snippet.isError ? <QueryError error={snippet.error} onRetry={() => void snippet.refetch()} /> : null}
        {snippet.data ? (
          <>
            <h1 id="home-headline" className="home-hero__headline">
              {headline}
            </h1>
            {subtitle ? <p className="home-hero__subtitle">{subtitle}</p> : null}
            {subTitle ? <p className="home-hero__subtitle2">{subTitle}</p> : null}
          </>
        ) : null}
        <div className="home-hero__actions">
          <Button type="primary" size="large" onClick={exploreGallery} icon={<ArrowRightOutlined />} iconPlacement="end">
            Explore Gallery
          </Button>
          {/* The spec: Schedule a Consult opens the external scheduling page; until the settings
              arrive it leads to our consultation page, which links there too. */}
          {config.consultationUrl ? (
            <Button size="large" href={config.consultationUrl} target="_blank" rel="noopener noreferrer">
              Schedule a Consult
            </Button>
          ) : (
            <LinkButton size="large" to={paths.scheduleConsultation}>
              Schedule a Consult
            </LinkButton>
          )}
        </div>
        {signedIn ? null : (
          <p className="home-hero__crowd">
            <Link className="text-link" to={paths.viewGallery}>
              Browse the crowd’s gallery
            </Link>{' '}
            — no account needed.
          </p>
        )}
      </div>
      <div className="home-hero__art">
        <HomeMarquee />
      </div>
    </section>
  );
}
