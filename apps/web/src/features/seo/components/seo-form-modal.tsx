import { FORM_MODAL_WIDTH } from '@vernissage/core/constants';
import { SEO_MESSAGES as M, seoPageInputSchema, type SeoPage, type SeoPageInput } from '@vernissage/core/schemas';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useSaveSeoPage } from '../api/save-seo-page.ts';

const FIELDS = ['pageName', 'pageUrl', 'metaTitle', 'metaDescription', 'metaRobot'] as const;
const rules = seoPageInputSchema.shape;

interface SeoFormModalProps {
  open: boolean;
  /** The record to edit; none to create one. */
  record: SeoPage | null;
  onClose: () => void;
}

/** Create SEO and Edit SEO (spec/02 §5 'SEO page'): five required fields with the spec's messages. */
export function SeoFormModal({ open, record, onClose }: SeoFormModalProps) {
  return (
    <Modal open={open} title={record ? 'Edit SEO' : 'Create SEO'} width={FORM_MODAL_WIDTH} onCancel={onClose} maskClosable={false} footer={null} destroyOnHidden>
      <SeoForm key={record?.id ?? 'new'} record={record} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}

function SeoForm({ record, onSaved, onCancel }: { record: SeoPage | null; onSaved: () => void; onCancel: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SeoPageInput>();
  const save = useSaveSeoPage();
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (values: SeoPageInput) => {
    setNotice(null);
    save.mutate(
      { id: record?.id ?? null, input: values },
      {
        onSuccess: (result) => {
          void message.success(result.message);
          onSaved();
        },
        // The form keeps what was typed; the field the server refused says why.
        onError: (error) => {
          const text = showServerErrors(form, error, FIELDS);
          const shown = record ? M.updateFailed : M.createFailed;
          setNotice(`${shown}: ${text}`);
          void message.error(shown);
        },
      },
    );
  };

  return (
    <Form<SeoPageInput>
      form={form}
      noValidate
      layout="vertical"
      requiredMark={false}
      initialValues={record ? { pageName: record.pageName, pageUrl: record.pageUrl, metaTitle: record.metaTitle, metaDescription: record.metaDescription, metaRobot: record.metaRobot } : { metaRobot: 'index, follow' }}
      onFinish={submit}
      aria-label={record ? 'Edit SEO' : 'Create SEO'}
    >
      <Form.Item name="pageName" label="Page name" rules={[zodRule(rules.pageName)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="pageUrl" label="Page url" rules={[zodRule(rules.pageUrl)]} extra="The path from the site root, as /about-us. A record also covers the pages under its path.">
        <Input autoComplete="off" placeholder="/about-us" />
      </Form.Item>
      <Form.Item name="metaTitle" label="Meta title" rules={[zodRule(rules.metaTitle)]} extra="{product} is replaced by the product name.">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="metaDescription" label="Meta description" rules={[zodRule(rules.metaDescription)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="metaRobot" label="Meta robot" rules={[zodRule(rules.metaRobot)]} extra="For example: index, follow or noindex, nofollow.">
        <Input autoComplete="off" />
      </Form.Item>
      {notice ? <Alert type="warning" title={notice} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
      <div className="seo-form__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
          Submit
        </Button>
      </div>
    </Form>
  );
}
