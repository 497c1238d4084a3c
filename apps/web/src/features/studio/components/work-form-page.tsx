import { ArrowLeftOutlined } from '@ant-design/icons';
import { STUDIO_MESSAGES as S, type StudioWork } from '@vernissage/core/schemas';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { isNotFound } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api/get-session.ts';
import { useStudioWork } from '../api/get-studio-work.ts';
import { WorkForm } from './work-form.tsx';
import { workFormPath } from './work-format.ts';
import './studio.css';

function workId(param: string | undefined): number | 'new' | null {
  if (param === 'new') return 'new';
  return param && /^\d{1,10}$/.test(param) ? Number(param) : null;
}

/**
 * One form per work on the page: a different work (a copy, another link) starts a fresh form,
 * but a new work that has just been saved keeps its form, with everything in it, at its new address.
 */
function useFormKey(param: string | undefined) {
  const [created, setCreated] = useState<number | null>(null);
  const [session, setSession] = useState({ param, key: param });
  if (session.param !== param) {
    const continues = created !== null && String(created) === param;
    setSession({ param, key: continues ? session.key : param });
  }
  return { key: session.key ?? 'none', setCreated };
}

/** /project/projectDetails/{id}: a seller's (or the admin's) form for one work; `new` adds one. */
export function WorkFormPage() {
  const { id: param } = useParams();
  const id = workId(param);
  const navigate = useNavigate();
  const { user } = useSession();
  const admin = user?.role === 'admin';
  const back = admin ? { to: paths.adminArtWorks, label: 'Back to Art Works' } : { to: paths.myWorks, label: 'Back to My Works' };
  const work = useStudioWork(typeof id === 'number' ? id : null);
  const { key, setCreated } = useFormKey(param);

  const backLink = (
    <Link to={back.to} className="work-page__back">
      <ArrowLeftOutlined aria-hidden /> {back.label}
    </Link>
  );

  if (id === null || (work.isError && isNotFound(work.error))) {
    return (
      <div className="work-page">
        {backLink}
        <PageHeading title="Work not found" description={S.notFound} />
      </div>
    );
  }
  if (id !== 'new' && work.isPending) return <PageLoader label="Loading the work" />;
  if (id !== 'new' && work.isError) return <QueryError error={work.error} onRetry={() => void work.refetch()} />;
  const current: StudioWork | null = id === 'new' ? null : (work.data ?? null);

  return (
    <div className="work-page">
      {backLink}
      <PageHeading
        title={current ? current.title : 'Add a work'}
        description={current ? 'Change anything, then save. Listing checks that collectors have what they need.' : 'Start with what you know: a draft needs only a title. Add the rest before you list it for sale.'}
      />
      <WorkForm
        key={key}
        work={current}
        showSeller={admin}
        onCreated={(created) => {
          setCreated(created.id);
          void navigate(workFormPath(created.id), { replace: true });
        }}
        onDeleted={() => void navigate(back.to)}
        onDuplicated={(copy) => void navigate(workFormPath(copy))}
      />
    </div>
  );
}
