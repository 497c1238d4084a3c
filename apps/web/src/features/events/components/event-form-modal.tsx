import { ImageFileButton } from '../../../components/image-file-button.tsx';
import { FORM_MODAL_WIDTH } from '@vernissage/core/constants';
import { EVENT_MESSAGES as M, eventInputSchema, type EventInput } from '@vernissage/core/schemas';
import { Alert, App, Button, Col, Form, Input, Modal, Row } from 'antd';
import { useState } from 'react';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useSubmitEvent } from '../api/submit-event.ts';

const FIELDS = ['title', 'date', 'description', 'link'] as const;
const rules = eventInputSchema.shape;

/** List An Event's form: title, date, rich-text description, image and link; it waits for approval once sent. */
export function EventFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="List An Event" width={FORM_MODAL_WIDTH} onCancel={onClose} maskClosable={false} footer={null} destroyOnHidden>
      <EventForm onDone={onClose} />
    </Modal>
  );
}

function EventForm({ onDone }: { onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EventInput>();
  const submit = useSubmitEvent();
  const [image, setImage] = useState<File | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const send = (values: EventInput) => {
    setNotice(null);
    submit.mutate(
      { input: values, image },
      {
        onSuccess: (result) => {
          void message.success(result.message);
          onDone();
        },
        // What was typed stays; the refused field says why (a 429 says when to try again).
        onError: (error) => {
          const reason = showServerErrors(form, error, FIELDS);
          setNotice(`${M.submitFailed}: ${reason}`);
        },
      },
    );
  };

  const half = { xs: 24, md: 12 };
  return (
    <Form<EventInput> form={form} name="list-event" noValidate layout="vertical" requiredMark={false} onFinish={send} aria-label="List an event" scrollToFirstError>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="title" label="Event title" rules={[zodRule(rules.title)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="date" label="Date" rules={[zodRule(rules.date)]}>
            <Input type="date" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description" rules={[zodRule(rules.description)]}>
        <LazyRichTextEditor label="Description" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="link" label="Link (optional)" rules={[zodRule(rules.link)]} extra="Where visitors read more or book: https://…">
            <Input type="url" autoComplete="off" inputMode="url" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Image (optional)" extra={image ? image.name : 'JPEG, PNG or WebP, 20 MB at most.'}>
            <ImageFileButton onChoose={(file) => setImage(file ?? null)} />
          </Form.Item>
        </Col>
      </Row>
      {notice ? <Alert type="warning" title={notice} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
      <p className="muted">The team reviews every event before it appears on News and Events; you get an e-mail either way.</p>
      <div className="event-form__actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={submit.isPending} disabled={submit.isPending}>
          Submit
        </Button>
      </div>
    </Form>
  );
}
