import { App, Switch } from 'antd';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSettings } from '../api/get-settings.ts';
import { useSaveMailPreferences } from '../api/save-mail-preferences.ts';
import './new-work-alerts-opt-in.css';

/**
 * The opt-in to new-work alerts where a collector looks at their taste (My Ratings): the same
 * setting as /settings' 'New-work alerts', saved as it is switched. Shows nothing until the
 * settings have loaded, or if they cannot be: the page around it is about the ratings.
 */
export function NewWorkAlertsOptIn() {
  const { message } = App.useApp();
  const settings = useSettings();
  const save = useSaveMailPreferences();
  const preferences = settings.data?.preferences;
  if (!preferences) return null;
  const on = preferences.newWorkAlerts;

  return (
    <section className="alerts-opt-in" aria-labelledby="alerts-opt-in-title">
      <div className="alerts-opt-in__text">
        <h2 className="alerts-opt-in__title" id="alerts-opt-in-title">
          New works for your taste, by email
        </h2>
        <p className="alerts-opt-in__hint" id="alerts-opt-in-hint">
          When a newly listed work is among the ten that fit your taste best, we email it with why it fits. At most one email a day; each one can stop them.
        </p>
      </div>
      <Switch
        checked={on}
        loading={save.isPending}
        aria-labelledby="alerts-opt-in-title"
        aria-describedby="alerts-opt-in-hint"
        onChange={(next) =>
          save.mutate(
            { ...preferences, newWorkAlerts: next },
            {
              onSuccess: () => void message.success(next ? 'We will email you new works that fit your taste.' : 'You will get no more new-work emails.'),
              onError: (error) => void message.error(errorMessage(error)),
            },
          )
        }
      />
    </section>
  );
}
