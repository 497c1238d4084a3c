import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { SIDEBAR_COLLAPSE_WIDTH } from '@vernissage/core/constants';
import type { SessionUser } from '@vernissage/core/schemas';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Wordmark } from '../../components/wordmark.tsx';
import { paths } from '../../config/paths.ts';
import { HeaderActions } from '../../features/navigation/components/header-actions.tsx';
import { SideMenu } from '../../features/navigation/components/side-menu.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { SkipLink } from './skip-link.tsx';
import './layouts.css';

/** Phones get no icon rail: the side menu slides over the page from a toggle. */
const PHONE_QUERY = '(max-width: 768px)';
const NARROW_QUERY = `(max-width: ${SIDEBAR_COLLAPSE_WIDTH}px)`;

interface AdminLayoutProps {
  user: SessionUser | null;
  product: string;
  children: ReactNode;
}

/**
 * Side menu, header, page (spec/02 §2); the side menu collapses to a rail of icons at 1200 px and
 * narrower, and slides over the page from a toggle on a phone. Drawn without Ant Design, as the
 * pages it holds may be (decision record 052): a visitor's checkout and consultation page have it.
 */
export function AdminLayout({ user, product, children }: AdminLayoutProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  const [collapsed, setCollapsed] = useState(narrow);
  // Crossing the breakpoint resets the side menu; in between, the toggle decides.
  const [wasNarrow, setWasNarrow] = useState(narrow);
  if (narrow !== wasNarrow) {
    setWasNarrow(narrow);
    setCollapsed(narrow);
  }

  const closeOnPhone = () => {
    if (phone) setCollapsed(true);
  };

  const classes = ['admin-layout', phone ? 'admin-layout--phone' : null, collapsed ? 'admin-layout--collapsed' : null].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <SkipLink />
      {/* Folded away on a phone, the side menu is out of the tab order and the accessibility tree. */}
      <aside className="admin-sider" inert={phone && collapsed ? true : undefined}>
        <div className="admin-sider__inner">
          <div className="admin-sider__brand">
            {collapsed ? (
              <Link to={paths.home} className="admin-sider__monogram" aria-label={`${product} home`}>
                {product.charAt(0)}
              </Link>
            ) : (
              <Wordmark product={product} to={paths.home} />
            )}
          </div>
          <SideMenu user={user} product={product} collapsed={collapsed} onNavigate={closeOnPhone} />
        </div>
      </aside>
      {phone && !collapsed ? <button type="button" className="admin-backdrop" aria-label="Close side menu" onClick={() => setCollapsed(true)} /> : null}
      <div className="admin-main">
        <header className="admin-header">
          <button
            type="button"
            className="icon-button"
            aria-label={collapsed ? 'Open side menu' : 'Collapse side menu'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? <MenuUnfoldOutlined className="icon-button__icon" /> : <MenuFoldOutlined className="icon-button__icon" />}
          </button>
          {phone ? <Wordmark product={product} to={paths.home} /> : null}
          {/* The top bar's cart and account menu, the same components. */}
          <HeaderActions user={user} className="admin-header__actions" />
        </header>
        <main id="main" className="admin-content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
