import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { HomeLanding } from '../../features/home/components/home-landing.tsx';
import { useSession } from '../../lib/api/get-session.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

/** Home (spec/01 §2): hero and marquee for everyone, the landing story for visitors. */
export function HomeRoute() {
  const { user, isPending } = useSession();
  const { product } = useSiteConfig();
  return (
    <>
      <HomeHero signedIn={user !== null} />
      {!isPending && !user ? <HomeLanding product={product} /> : null}
    </>
  );
}
