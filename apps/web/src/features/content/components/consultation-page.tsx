import { ArrowRightOutlined } from '@ant-design/icons';
import { SNIPPET } from '@vernissage/core/constants';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { SnippetPage } from './snippet-page.tsx';

/**
 * Schedule Art Consultation: the snippet's text and a link to the external booking page; the
 * route puts the team's open times below it (`children`).
 */
export function ConsultationPage({ children }: { children?: ReactNode }) {
  const { consultationUrl } = useSiteConfig();
  return (
    <SnippetPage name={SNIPPET.consultation} title="Schedule an Art Consultation" eyebrow="Advice from our team">
      {consultationUrl ? (
        <div className="content-page__actions">
          <Button type="primary" size="large" href={consultationUrl} target="_blank" rel="noopener noreferrer" icon={<ArrowRightOutlined />} iconPlacement="end">
            Book a consultation
          </Button>
          <p className="content-page__note">Opens our scheduling page in a new tab.</p>
        </div>
      ) : null}
      {children}
    </SnippetPage>
  );
}
