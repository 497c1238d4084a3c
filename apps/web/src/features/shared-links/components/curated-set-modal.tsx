import { CopyOutlined } from '@ant-design/icons';
import { FORM_MODAL_WIDTH } from '@vernissage/core/constants';
import { CURATED_TITLE_MAX, CURATED_WORKS_MAX, curatedSetCreateSchema, SHARED_LINK_MESSAGES as M, type Artwork, type CuratedSet } from '@vernissage/core/schemas';
import { Alert, App, Button, Form, Input, Modal, type FormRule } from 'antd';
import { useState } from 'react';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { sharedAddress, useCopyLink } from '../../../lib/share-artwork.ts';
import { useCreateCuratedSet } from '../api/create-curated-set.ts';
import { WorkPicker } from './work-picker.tsx';

interface CuratedValues {
  title: string;
  description?: string;
  works?: Artwork[];
}

const worksRule: FormRule = {
  validator: async (_rule, value: Artwork[] | undefined) => {
    if (!value?.length) throw new Error(M.worksRequired);
    if (value.length > CURATED_WORKS_MAX) throw new Error(M.worksTooMany);
  },
};

/** Create curated set: title, description, the works; then the new set's link to copy. */
export function CuratedSetModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Create curated set" width={FORM_MODAL_WIDTH} onCancel={onClose} maskClosable={false} footer={null} destroyOnHidden>
      <CuratedSetForm onClose={onClose} />
    </Modal>
  );
}

function CuratedSetForm({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<CuratedValues>();
  const { message } = App.useApp();
  const { shareHost } = useSiteConfig();
  const copyLink = useCopyLink();
  const create = useCreateCuratedSet();
  const [notice, setNotice] = useState<string | null>(null);
  const [created, setCreated] = useState<CuratedSet | null>(null);

  if (created) {
    const link = sharedAddress(shareHost, created.path);
    return (
      <div className="curated-form__created">
        <Alert type="success" showIcon title={M.created} />
        <a className="text-link" href={link} target="_blank" rel="noopener noreferrer">
          {link}
        </a>
        <div className="curated-form__actions">
          <Button icon={<CopyOutlined />} onClick={() => void copyLink(link, 'the set')}>
            Copy link
          </Button>
          <Button type="primary" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    );
  }

  const submit = (values: CuratedValues) => {
    setNotice(null);
    create.mutate(
      { title: values.title, description: values.description ?? '', artworkIds: (values.works ?? []).map((work) => work.id) },
      {
        onSuccess: setCreated,
        onError: (error) => {
          // The works' field is 'artworkIds' to the API and 'works' in the form.
          if (error instanceof ApiRequestError && error.fields?.artworkIds) form.setFields([{ name: 'works', errors: [error.fields.artworkIds] }]);
          const text = showServerErrors(form, error, ['title', 'description']);
          setNotice(text);
          void message.error(text);
        },
      },
    );
  };

  return (
    <Form form={form} noValidate layout="vertical" requiredMark={false} onFinish={submit} aria-label="Create curated set" initialValues={{ works: [] }}>
      <Form.Item name="title" label="Title" rules={[zodRule(curatedSetCreateSchema.shape.title)]}>
        <Input maxLength={CURATED_TITLE_MAX} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label="Description (optional)" rules={[zodRule(curatedSetCreateSchema.shape.description)]}>
        <LazyRichTextEditor label="Description" />
      </Form.Item>
      <Form.Item name="works" label="Works" rules={[worksRule]}>
        <WorkPicker />
      </Form.Item>
      {notice ? <Alert className="curated-form__alert" type="error" title={notice} showIcon role="alert" /> : null}
      <div className="curated-form__actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={create.isPending}>
          Save
        </Button>
      </div>
    </Form>
  );
}
