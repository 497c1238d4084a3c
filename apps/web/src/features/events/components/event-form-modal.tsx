import { FORM_MODAL_WIDTH } from '@vernissage/core/constants';
import { EVENT_MESSAGES as M, eventInputSchema, newsInputSchema, type EventRow, type NewsInput } from '@vernissage/core/schemas';
import { Alert, App, Button, Col, Form, Input, Modal, Row } from 'antd';
import { useState } from 'react';
import { ImageFileButton } from '../../../components/image-file-button.tsx';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useSaveEvent, type EventSave } from '../api/save-event.ts';

const FIELDS = ['title', 'date', 'description', 'link', 'author', 'externalUrl'] as const;
const memberRules = eventInputSchema.shape;
const newsRules = newsInputSchema.shape;

/**
 * Who is writing: a member lists an event (or edits it while it waits), the admin writes a news
 * item (or edits any event), published at once.
 */
export type EventFormScope = 'member' | 'admin';

interface EventFormModalProps {
  open: boolean;
  scope: EventFormScope;
  /** The event being edited, or null for a new one. */
  editing: EventRow | null;
  /** The admin's name, the author a new news item starts with. */
  defaultAuthor?: string;
  onClose: () => void;
}

function titleOf(scope: EventFormScope, editing: EventRow | null): string {
  if (scope === 'admin') return editing ? 'Edit news item' : 'Write a news item';
  return editing ? 'Edit your event' : 'List An Event';
}

/** List An Event's form, and the admin's news form: title, date, rich-text description, image and link. */
export function EventFormModal({ open, scope, editing, defaultAuthor = '', onClose }: EventFormModalProps) {
  const title = titleOf(scope, editing);
  return (
    <Modal open={open} title={title} width={FORM_MODAL_WIDTH} onCancel={onClose} maskClosable={false} footer={null} destroyOnHidden>
      <EventForm scope={scope} editing={editing} defaultAuthor={defaultAuthor} label={title} onDone={onClose} />
    </Modal>
  );
}

function EventForm({ scope, editing, defaultAuthor, label, onDone }: { scope: EventFormScope; editing: EventRow | null; defaultAuthor: string; label: string; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<NewsInput>();
  const save = useSaveEvent();
  const [image, setImage] = useState<File | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const admin = scope === 'admin';
  const rules = admin ? newsRules : memberRules;

  const send = (values: NewsInput) => {
    setNotice(null);
    const common = { title: values.title, date: values.date ?? '', description: values.description, link: values.link ?? '' };
    const target = { id: editing?.id ?? null, image };
    const request: EventSave = admin
      ? { ...target, scope: 'admin', input: { ...common, author: values.author, externalUrl: values.externalUrl ?? '' } }
      : { ...target, scope: 'member', input: common };
    save.mutate(request, {
      onSuccess: (result) => {
        void message.success(result.message);
        onDone();
      },
      // What was typed stays; the refused field says why (a 429 says when to try again).
      onError: (error) => {
        const reason = showServerErrors(form, error, FIELDS);
        setNotice(`${editing ? 'Unable to save the event' : M.submitFailed}: ${reason}`);
      },
    });
  };

  const half = { xs: 24, md: 12 };
  const initialValues: Partial<NewsInput> = editing
    ? { title: editing.title, date: editing.date ?? '', description: editing.description, link: editing.link ?? '', author: editing.author, externalUrl: editing.externalUrl ?? '' }
    : { author: defaultAuthor };
  return (
    <Form<NewsInput> form={form} name="event-form" noValidate layout="vertical" requiredMark={false} onFinish={send} aria-label={label} initialValues={initialValues}>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="title" label={admin ? 'Title' : 'Event title'} rules={[zodRule(rules.title)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="date" label={admin ? 'Date (optional)' : 'Date'} rules={[zodRule(rules.date)]}>
            <Input type="date" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description" rules={[zodRule(rules.description)]}>
        <LazyRichTextEditor label="Description" />
      </Form.Item>
      {admin ? (
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="author" label="Author or publisher" rules={[zodRule(newsRules.author)]} extra="Shown with the item; a known publisher gets its logo.">
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="externalUrl" label="Published elsewhere (optional)" rules={[zodRule(newsRules.externalUrl)]} extra="The publisher's page: the list opens it instead of a page here.">
              <Input type="url" autoComplete="off" inputMode="url" />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="link" label="Link (optional)" rules={[zodRule(rules.link)]} extra="Where visitors read more or book: https://…">
            <Input type="url" autoComplete="off" inputMode="url" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Image (optional)"
            extra={image ? image.name : editing?.image ? 'An image is set; choose a file to replace it.' : 'JPEG, PNG or WebP, 20 MB at most.'}
          >
            <ImageFileButton onChoose={(file) => setImage(file ?? null)} />
          </Form.Item>
        </Col>
      </Row>
      {notice ? <Alert type="warning" title={notice} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
      <p className="muted">
        {admin
          ? 'A news item is published on News and Events as soon as it is saved.'
          : editing
            ? 'You can change your event until the team has reviewed it.'
            : 'The team reviews every event before it appears on News and Events; you get an e-mail either way.'}
      </p>
      <div className="event-form__actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
          {editing ? 'Save' : admin ? 'Publish' : 'Submit'}
        </Button>
      </div>
    </Form>
  );
}
