import { SNIPPET } from '@vernissage/core/constants';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { lazyWithAntd } from '../../../lib/with-antd.tsx';
import './site-footer.css';

// Contact and FAQ load their dialog code when first opened.
const SnippetModal = lazyWithAntd(() => import('./snippet-modal.tsx').then((m) => m.SnippetModal));

type FooterModal = 'contact' | 'faq' | null;

/** Footer of the public layout (spec/01 §2): pages, Contact and FAQ modals, the year. */
export function SiteFooter() {
  const config = useSiteConfig();
  const [modal, setModalState] = useState<FooterModal>(null);
  // Once opened, the dialogs stay mounted so they can animate closed.
  const [opened, setOpened] = useState(false);
  const setModal = (next: FooterModal) => {
    if (next) setOpened(true);
    setModalState(next);
  };
  const year = new Date().getFullYear();
  const close = () => setModal(null);

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__wordmark">{config.product}</p>
          <p className="site-footer__tagline">Original art from the Chicago area, chosen for your taste.</p>
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          <ul>
            <li>
              <Link to={paths.ourPartners}>Our Partners</Link>
            </li>
            <li>
              <Link to={paths.terms}>Terms</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>Privacy Policy</Link>
            </li>
            <li>
              <button type="button" onClick={() => setModal('contact')}>
                Contact
              </button>
            </li>
            <li>
              <button type="button" onClick={() => setModal('faq')}>
                FAQ
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal">
        <p>
          © {year} {config.product}
        </p>
      </div>

      {opened ? (
        <Suspense fallback={null}>
          <FooterModals modal={modal} onClose={close} />
        </Suspense>
      ) : null}
    </footer>
  );
}

function FooterModals({ modal, onClose: close }: { modal: FooterModal; onClose: () => void }) {
  const config = useSiteConfig();
  return (
    <>
      <SnippetModal name={SNIPPET.contact} title="Contact" open={modal === 'contact'} onClose={close}>
        <dl className="contact-details">
          {config.supportEmail ? (
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
              </dd>
            </div>
          ) : null}
          {config.supportPhone ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`}>{config.supportPhone}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      </SnippetModal>
      <SnippetModal name={SNIPPET.faq} title="Frequently asked questions" open={modal === 'faq'} onClose={close} />
    </>
  );
}
