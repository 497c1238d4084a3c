import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSettings } from '../api/get-settings.ts';
import { DeleteAccountForm } from './delete-account-form.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { MailPreferences } from './mail-preferences.tsx';
import { SessionsList } from './sessions-list.tsx';
import './settings.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-page__section" aria-labelledby={`settings-${id}`}>
      <h2 className="settings-page__title" id={`settings-${id}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /settings: e-mail, password (the page passes the profile's form), e-mails, sessions, deletion. */
export function SettingsPage({ passwordForm }: { passwordForm: ReactNode }) {
  const settings = useSettings();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  const data = settings.data;

  return (
    <div className="settings-page">
      <PageHeading title="Settings" description="How you sign in, the emails you get, where you are signed in, and your account." />
      <Section id="email" title="Email">
        <EmailChangeForm settings={data} />
      </Section>
      {data.hasPassword ? (
        <Section id="password" title="Password">
          {passwordForm}
        </Section>
      ) : null}
      <Section id="mail" title="Emails you get">
        <MailPreferences preferences={data.preferences} />
      </Section>
      <Section id="sessions" title="Where you are signed in">
        <SessionsList sessions={data.sessions} />
      </Section>
      <Section id="delete" title="Delete account">
        <DeleteAccountForm blocked={data.deleteBlocked} />
      </Section>
    </div>
  );
}
