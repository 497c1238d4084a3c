import { UploadOutlined } from '@ant-design/icons';
import { FORM_MODAL_WIDTH } from '@vernissage/core/constants';
import { EXHIBITION_MESSAGES as M, exhibitionInputSchema, type ExhibitionAdminRow, type ExhibitionInput } from '@vernissage/core/schemas';
import { Alert, App, Button, Col, Form, Input, Modal, Radio, Row } from 'antd';
import { useState } from 'react';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useSaveExhibition } from '../api/manage-exhibitions.ts';

const FIELDS = ['title', 'description', 'dateRange', 'url', 'name', 'status'] as const;
const rules = exhibitionInputSchema.shape;

/** 'Lake Effect: New Landscapes' → 'lake-effect-new-landscapes'. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

interface ExhibitionFormModalProps {
  open: boolean;
  exhibition: ExhibitionAdminRow | null;
  onClose: () => void;
}

/** Create Exhibition and Edit Exhibition: name, rich-text description, date, url (unique), author, status and cover. */
export function ExhibitionFormModal({ open, exhibition, onClose }: ExhibitionFormModalProps) {
  return (
    <Modal open={open} title={exhibition ? 'Edit Exhibition' : 'Create Exhibition'} width={FORM_MODAL_WIDTH} onCancel={onClose} maskClosable={false} footer={null} destroyOnHidden>
      <ExhibitionForm key={exhibition?.id ?? 'new'} exhibition={exhibition} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}

function ExhibitionForm({ exhibition, onSaved, onCancel }: { exhibition: ExhibitionAdminRow | null; onSaved: () => void; onCancel: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ExhibitionInput>();
  const save = useSaveExhibition();
  const [image, setImage] = useState<File | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [urlTouched, setUrlTouched] = useState(exhibition !== null);

  const submit = (values: ExhibitionInput) => {
    setNotice(null);
    save.mutate(
      { id: exhibition?.id ?? null, input: values, image },
      {
        onSuccess: (result) => {
          void message.success(result.message);
          onSaved();
        },
        // The form keeps what was typed; the field the server refused says why.
        onError: (error) => {
          const text = showServerErrors(form, error, FIELDS);
          const failed = exhibition ? M.updateFailed : M.createFailed;
          setNotice(`${failed}: ${text}`);
          void message.error(failed);
        },
      },
    );
  };

  const half = { xs: 24, md: 12 };
  return (
    <Form<ExhibitionInput>
      form={form}
      noValidate
      layout="vertical"
      requiredMark={false}
      initialValues={
        exhibition
          ? { title: exhibition.title, description: exhibition.description, dateRange: exhibition.dateRange, url: exhibition.url, name: exhibition.name, status: exhibition.status }
          : { status: '1' }
      }
      onValuesChange={(changed: Partial<ExhibitionInput>) => {
        if (changed.url !== undefined) setUrlTouched(true);
        if (changed.title !== undefined && !urlTouched) form.setFieldValue('url', slugOf(changed.title));
      }}
      onFinish={submit}
      aria-label={exhibition ? 'Edit exhibition' : 'Create exhibition'}
      scrollToFirstError
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="title" label="Exhibition name" rules={[zodRule(rules.title)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="url" label="Url" rules={[zodRule(rules.url)]} extra="The page's address: /exhibitions/{url}. Each exhibition has its own.">
            <Input autoComplete="off" addonBefore="/exhibitions/" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="dateRange" label="Date" rules={[zodRule(rules.dateRange)]}>
            <Input autoComplete="off" placeholder="March 6 – April 18, 2026" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="name" label="Author or gallery" rules={[zodRule(rules.name)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description" rules={[zodRule(rules.description)]}>
        <LazyRichTextEditor label="Description" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="status" label="Status" rules={[zodRule(rules.status)]}>
            <Radio.Group
              options={[
                { label: 'Active', value: '1' },
                { label: 'Inactive', value: '0' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Cover image" extra={image ? image.name : exhibition?.image ? 'A cover is set; choose a file to replace it.' : 'JPEG, PNG or WebP, 20 MB at most.'}>
            <label className="exhibition-form__file">
              <UploadOutlined aria-hidden="true" /> Choose an image
              <input className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => setImage(event.target.files?.[0] ?? null)} />
            </label>
          </Form.Item>
        </Col>
      </Row>
      {notice ? <Alert type="warning" title={notice} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
      <div className="exhibition-form__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
          Submit
        </Button>
      </div>
    </Form>
  );
}
