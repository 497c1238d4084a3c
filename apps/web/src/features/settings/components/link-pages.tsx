import { MAIL_KIND_LABELS } from '@vernissage/core/messages';
import type { ReactNode } from 'react';
import { Outcome } from '../../../components/card-page.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { useUnsubscribeInfo } from '../api/get-unsubscribe.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import './link-pages.css';

/*
 * The pages an e-mail's link opens (confirm a new address, unsubscribe): drawn without Ant Design
 * or zod, as every page a visitor may land on (decision record 055).
 */

function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="settings-link-page">
      <h1 className="settings-link-page__title">{title}</h1>
      {children}
    </div>
  );
}

const toSettings = (
  <LinkButton type="primary" to={paths.settings}>
    Go to Settings
  </LinkButton>
);

/**
 * /confirm-email?token=…: a button, not a change on opening, so a mail scanner following the link
 * changes nothing. Works signed in or not (the link proves the address; the password was asked).
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  if (confirm.isSuccess) {
    return (
      <LinkPage title="Confirm your new email address">
        <Outcome status="success" title={confirm.data.message} detail={`You now sign in with ${confirm.data.email}.`} action={toSettings} />
      </LinkPage>
    );
  }
  return (
    <LinkPage title="Confirm your new email address">
      <p>Press the button to make this address the one you sign in with and get our emails at.</p>
      <FormAlert message={confirm.isError ? errorMessage(confirm.error) : null} type="warning" />
      <Button type="primary" size="large" disabled={!token} loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
        Confirm my new address
      </Button>
    </LinkPage>
  );
}

/** /unsubscribe?token=…: says which e-mails stop and asks first; the POST turns them off. */
export function UnsubscribePage({ token }: { token: string }) {
  const info = useUnsubscribeInfo(token);
  const stop = useUnsubscribe(token);

  if (info.isPending) return <PageLoader />;
  if (info.isError) return <QueryError error={info.error} onRetry={() => void info.refetch()} />;
  const { valid, kind, subscribed } = info.data;
  if (!valid || !kind) {
    return (
      <LinkPage title="Unsubscribe">
        <Outcome status="warning" title="This unsubscribe link is not valid." detail="Sign in and choose the emails you get in Settings." action={toSettings} />
      </LinkPage>
    );
  }
  const label = MAIL_KIND_LABELS[kind];
  if (stop.isSuccess || !subscribed) {
    return (
      <LinkPage title="Unsubscribe">
        <Outcome status="success" title={stop.data?.message ?? `You no longer receive ${label.toLowerCase()} emails.`} detail="You can turn them on again in Settings." action={toSettings} />
      </LinkPage>
    );
  }
  return (
    <LinkPage title="Unsubscribe">
      <p>
        Stop getting <strong>{label.toLowerCase()}</strong> emails? Other emails, such as sign-in codes, still come.
      </p>
      <FormAlert message={stop.isError ? errorMessage(stop.error) : null} type="warning" />
      <Button type="primary" size="large" loading={stop.isPending} onClick={() => stop.mutate()}>
        Unsubscribe
      </Button>
    </LinkPage>
  );
}
