import { Alert, Button, Card } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { clearInviteConfirmed, readInviteConfirmed } from '../../../lib/invite-flags.ts';
import { useFlagOnce } from '../../../lib/use-flag-once.ts';
import { useProfile } from '../api/get-profile.ts';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileImage } from './profile-image.tsx';
import './profile.css';

const ROLE_LABEL = { collector: 'Collector', artist: 'Artist', merchant: 'Merchant', admin: 'Admin' } as const;

interface ProfilePageProps {
  /** The page's heading: Profile, or Admin Account on the admin's own page. */
  title?: string;
  description?: string;
}

/** /profile (and /admin-account for the admin): the person's details, image, e-mail and password. */
export function ProfilePage({ title = 'Profile', description = 'How you appear to artists and to our team, and how you sign in.' }: ProfilePageProps) {
  const profile = useProfile();
  const { product } = useSiteConfig();
  const navigate = useNavigate();
  // The welcome shows on the visit after a role change, and not again.
  const [invited] = useFlagOnce(readInviteConfirmed, clearInviteConfirmed);

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  const since = new Date(data.createdAt).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

  return (
    <div className="profile-page">
      <PageHeading title={title} description={description} />
      {invited ? (
        <Alert
          className="profile-page__welcome"
          type="success"
          showIcon
          title={`Welcome to ${product} as an artist`}
          description="Complete your bio and histories, then add the works you want to sell."
          action={
            <Button type="primary" onClick={() => void navigate(paths.myWorks)}>
              Add Artworks
            </Button>
          }
        />
      ) : null}
      <div className="profile-page__grid">
        <Card className="profile-page__card profile-page__identity">
          <ProfileImage profile={data} />
          <h2 className="profile-page__name">{data.name}</h2>
          <p className="profile-page__meta">
            {ROLE_LABEL[data.role]} · member since {since}
          </p>
        </Card>
        <div className="profile-page__forms">
          <Card className="profile-page__card" title="Your details">
            <ProfileForm profile={data} />
          </Card>
          <Card className="profile-page__card" title="Email">
            <p className="profile-page__email">{data.email}</p>
            <p className="profile-page__hint">
              To change it, open <Link to={paths.settings}>Settings</Link>: a link sent to the new address confirms it.
            </p>
          </Card>
          {data.hasPassword ? (
            <Card className="profile-page__card" title="Password">
              <PasswordForm />
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
