import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { SIDEBAR_COLLAPSE_WIDTH } from '@vernissage/core/constants';
import type { SessionUser } from '@vernissage/core/schemas';
import { Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Wordmark } from '../../components/wordmark.tsx';
import { paths } from '../../config/paths.ts';
import { HeaderActions } from '../../features/navigation/components/header-actions.tsx';
import { SideMenu } from '../../features/navigation/components/side-menu.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import './layouts.css';

/** Phones get no icon rail: the side menu slides over the page from a toggle. */
const PHONE_QUERY = '(max-width: 768px)';
const NARROW_QUERY = `(max-width: ${SIDEBAR_COLLAPSE_WIDTH}px)`;

interface AdminLayoutProps {
  user: SessionUser | null;
  product: string;
  children: ReactNode;
}

/** Side menu, header, page (spec/02 §2); the side menu collapses at 1200 px and narrower. */
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

  return (
    <Layout className={phone ? 'admin-layout admin-layout--phone' : 'admin-layout'} hasSider>
      <Layout.Sider
        className="admin-sider"
        width={256}
        collapsedWidth={phone ? 0 : 80}
        collapsed={collapsed}
        trigger={null}
        theme="light"
      >
        <div className="admin-sider__brand">
          {collapsed ? (
            <Link to={paths.home} className="admin-sider__monogram" aria-label={`${product} home`}>
              {product.charAt(0)}
            </Link>
          ) : (
            <Wordmark product={product} to={paths.home} />
          )}
        </div>
        <SideMenu user={user} product={product} onNavigate={closeOnPhone} />
      </Layout.Sider>
      {phone && !collapsed ? <button type="button" className="admin-backdrop" aria-label="Close side menu" onClick={() => setCollapsed(true)} /> : null}
      <Layout className="admin-main">
        <Layout.Header className="admin-header">
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
          <HeaderActions user={user} className="admin-header__actions" loginClassName="admin-header__login" />
        </Layout.Header>
        <Layout.Content id="main" className="admin-content" tabIndex={-1}>
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
