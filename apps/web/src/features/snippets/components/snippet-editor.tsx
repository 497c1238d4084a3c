import { HOME_LINE_BREAK, SNIPPET, type SnippetName } from '@vernissage/core/constants';
import { SNIPPET_MESSAGES as M, snippetInputSchema, type Snippet, type SnippetInput } from '@vernissage/core/schemas';
import { splitHomeSnippet } from '@vernissage/core/text';
import { App, Form, Input, Switch } from 'antd';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useSnippet } from '../../../lib/api/get-snippet.ts';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useSaveSnippet } from '../api/save-snippet.ts';
import { SnippetPreview } from './snippet-preview.tsx';
import { SNIPPET_LABELS } from './snippet-labels.ts';

/** The form's fields: Home edits its three parts; every other snippet a title and rich text. */
export interface SnippetFormValues {
  headline: string;
  subtitle: string;
  subTitle: string;
  title: string;
  content: string;
  on: boolean;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function initialValues(name: SnippetName, snippet: Snippet | null): SnippetFormValues {
  const [headline, subtitle, subTitle] = name === SNIPPET.home && snippet ? splitHomeSnippet(snippet.content) : ['', '', ''];
  return { headline, subtitle, subTitle, title: snippet?.title ?? '', content: snippet?.content ?? '', on: snippet?.status === '1' };
}

/** What the server is sent: Home's parts joined by the line-break marker, as the page splits them. */
export function toInput(name: SnippetName, values: SnippetFormValues): SnippetInput {
  if (name === SNIPPET.home) return { content: [values.headline, values.subtitle, values.subTitle].map((part) => escapeText(part.trim())).join(HOME_LINE_BREAK) };
  return { title: values.title.trim() || null, content: values.content, ...(name === SNIPPET.notification ? { status: values.on ? '1' : '0' } : {}) };
}

/** One snippet: its form and, beside it, the page as a visitor will see it. */
export function SnippetEditor({ name }: { name: SnippetName }) {
  const snippet = useSnippet(name);
  if (snippet.isPending) return <PageLoader />;
  if (snippet.isError && !isNotFound(snippet.error)) return <QueryError error={snippet.error} onRetry={() => void snippet.refetch()} />;
  return <SnippetForm name={name} snippet={snippet.data ?? null} />;
}

const contentRule = zodRule(snippetInputSchema.shape.content);
const titleRule = zodRule(snippetInputSchema.shape.title);

function SnippetForm({ name, snippet }: { name: SnippetName; snippet: Snippet | null }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SnippetFormValues>();
  const save = useSaveSnippet();
  const [notice, setNotice] = useState<string | null>(null);
  const values = Form.useWatch((all: SnippetFormValues) => all, form) as SnippetFormValues | undefined;
  const { label, where } = SNIPPET_LABELS[name];
  const isHome = name === SNIPPET.home;
  const isNotification = name === SNIPPET.notification;

  const submit = (submitted: SnippetFormValues) => {
    setNotice(null);
    save.mutate(
      { name, input: toInput(name, submitted) },
      {
        onSuccess: (result) => void message.success(result.message),
        // The form keeps what was typed; the field the server refused says why.
        onError: (error) => {
          const text = showServerErrors(form, error, isHome ? [] : ['title', 'content']);
          if (isHome) form.setFields([{ name: 'headline', errors: [text] }]);
          setNotice(`${M.saveFailed}: ${text}`);
          void message.error(M.saveFailed);
        },
      },
    );
  };

  return (
    <div className="snippet-editor">
      <header className="snippet-editor__header">
        <h2 className="snippet-editor__title">{label}</h2>
        <p className="muted">{where}</p>
      </header>
      <div className="snippet-editor__panes">
        <Form<SnippetFormValues>
          form={form}
          noValidate
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues(name, snippet)}
          onFinish={submit}
          aria-label={`Edit ${label}`}
          className="snippet-editor__form"
        >
          {isHome ? (
            <>
              <Form.Item name="headline" label="Headline" validateFirst rules={[{ required: true, whitespace: true, message: M.headline }, contentRule]}>
                <Input autoComplete="off" maxLength={300} />
              </Form.Item>
              <Form.Item name="subtitle" label="Subtitle">
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={600} />
              </Form.Item>
              <Form.Item name="subTitle" label="Sub-title">
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={600} />
              </Form.Item>
            </>
          ) : (
            <>
              {isNotification ? (
                <Form.Item name="on" label="Show the maintenance alert" valuePropName="checked" extra="While it is on, every visitor sees the alert once per session.">
                  <Switch checkedChildren="On" unCheckedChildren="Off" />
                </Form.Item>
              ) : null}
              <Form.Item name="title" label="Title" rules={[titleRule]} extra="Left empty, the page keeps its own title.">
                <Input autoComplete="off" maxLength={200} />
              </Form.Item>
              <Form.Item name="content" label="Text" rules={[contentRule]}>
                <LazyRichTextEditor label="Text" />
              </Form.Item>
            </>
          )}
          <FormAlert message={notice} />
          <div className="snippet-editor__actions">
            <BusyButton type="primary" htmlType="submit" busy={save.isPending}>
              Submit
            </BusyButton>
          </div>
        </Form>
        <SnippetPreview name={name} values={values ?? initialValues(name, snippet)} />
      </div>
    </div>
  );
}
