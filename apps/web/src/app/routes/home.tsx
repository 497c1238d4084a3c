import { SNIPPET } from '@vernissage/core/constants';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { HomeLanding } from '../../features/home/components/home-landing.tsx';
import { useHomeSlider } from '../../features/home/api/get-home-slider.ts';
import { useSession } from '../../lib/api/get-session.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { useSnippet } from '../../lib/api/get-snippet.ts';

/**
 * Home (spec/01 §2): hero and marquee for everyone, the landing story for visitors. The page is
 * drawn once the session, the headline and the marquee are known (the server's head has already
 * asked for them), so nothing on it moves when they arrive; until then an empty screen keeps the
 * footer out of sight.
 */
export function HomeRoute() {
  const { user, isPending } = useSession();
  const { product } = useSiteConfig();
  const headline = useSnippet(SNIPPET.home);
  const slider = useHomeSlider();
  // Waits for the first answers only: a failed query looks pending again while the hero retries
  // it, and waiting on that would take the hero away and retry for ever.
  const firstAnswer = (query: { data: unknown; isFetched: boolean }) => query.data !== undefined || query.isFetched;
  if (isPending || !firstAnswer(headline) || !firstAnswer(slider)) return <div className="home-waiting" aria-busy="true" />;
  return (
    <>
      <HomeHero signedIn={user !== null} />
      {!user ? <HomeLanding product={product} /> : null}
    </>
  );
}
