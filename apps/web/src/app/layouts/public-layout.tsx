import type { SessionUser } from '@vernissage/core/schemas';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/footer/components/site-footer.tsx';
import { TopBar } from '../../features/navigation/components/top-bar.tsx';
import { SkipLink } from './skip-link.tsx';
import './layouts.css';

interface PublicLayoutProps {
  user: SessionUser | null;
  product: string;
  children: ReactNode;
}

/** Top bar, page, footer (spec/02 §2). The footer stays at the bottom of short pages. */
export function PublicLayout({ user, product, children }: PublicLayoutProps) {
  return (
    <div className="public-layout">
      <SkipLink />
      <TopBar user={user} product={product} />
      <main id="main" className="public-layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
