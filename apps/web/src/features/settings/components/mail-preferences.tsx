import { MAIL_KIND_LABELS, MAIL_KINDS, type MailKind, type MailPreferences as Preferences } from '@vernissage/core/schemas';
import { App, Switch } from 'antd';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveMailPreferences } from '../api/save-mail-preferences.ts';

const DESCRIPTIONS: Record<MailKind, string> = {
  orderUpdates: 'Your order, and when a hold on a work you ordered is confirmed, released or ends.',
  newWorkAlerts: 'A newly listed work among the ones that fit your taste best, once you have taken the taste test; at most one e-mail a day.',
};

/** Each kind of e-mail on or off, saved as it is switched; every such e-mail links here too. */
export function MailPreferences({ preferences }: { preferences: Preferences }) {
  const { message } = App.useApp();
  const save = useSaveMailPreferences();

  const toggle = (kind: MailKind, on: boolean) => {
    save.mutate(
      { ...preferences, [kind]: on },
      {
        onSuccess: (result) => void message.success(result.message),
        onError: (error) => void message.error(errorMessage(error)),
      },
    );
  };

  return (
    <ul className="settings-page__kinds">
      {MAIL_KINDS.map((kind) => (
        <li key={kind} className="settings-page__kind">
          <div>
            <span className="settings-page__kind-label" id={`mail-kind-${kind}`}>
              {MAIL_KIND_LABELS[kind]}
            </span>
            <p className="settings-page__hint">{DESCRIPTIONS[kind]}</p>
          </div>
          <Switch checked={preferences[kind]} loading={save.isPending} onChange={(on) => toggle(kind, on)} aria-labelledby={`mail-kind-${kind}`} />
        </li>
      ))}
    </ul>
  );
}
