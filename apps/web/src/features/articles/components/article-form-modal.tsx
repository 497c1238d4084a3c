import { ImageFileButton } from '../../../components/image-file-button.tsx';
import { FORM_MODAL_WIDTH } from '@vernissage/core/constants';
import {
  ADMIN_ARTICLE_CROP,
  ADMIN_ARTICLE_HAS_META,
  ADMIN_ARTICLE_EDIT_MESSAGES,
  ADMIN_ARTICLE_MESSAGES,
  adminArticleEditSchemas,
  adminArticleInputSchemas,
  type AdminArticleInput,
  type AdminArticleKind,
  type AdminArticleRow,
} from '@vernissage/core/schemas';
import { Alert, App, Button, Col, Form, Input, Modal, Radio, Row } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useSaveAdminArticle, type CoverUpload } from '../api/manage-articles.ts';
import { ADMIN_KIND_TEXT } from './admin-kinds.ts';

const ImageCropModal = lazy(() => import('../../../components/image-crop-modal.tsx').then((m) => ({ default: m.ImageCropModal })));

const FIELDS = ['title', 'description', 'dateRange', 'url', 'name', 'status', 'metaTitle', 'metaDescription', 'metaKeywords'] as const;

/** 'Lake Effect: New Landscapes' → 'lake-effect-new-landscapes'. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

interface ArticleFormModalProps {
  kind: AdminArticleKind;
  open: boolean;
  article: AdminArticleRow | null;
  onClose: () => void;
}

/** Create and Edit of an exhibition, blog or education entry: name, rich-text description, date, url (unique), author, status, cover (cropped where the kind fixes a ratio) and, for education, its meta fields. */
export function ArticleFormModal({ kind, open, article, onClose }: ArticleFormModalProps) {
  const entry = ADMIN_KIND_TEXT[kind].entry;
  return (
    <Modal open={open} title={article ? `Edit ${entry}` : `Create ${entry}`} width={FORM_MODAL_WIDTH} onCancel={onClose} maskClosable={false} footer={null} destroyOnHidden>
      <ArticleForm key={article?.id ?? 'new'} kind={kind} article={article} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}

function ArticleForm({ kind, article, onSaved, onCancel }: { kind: AdminArticleKind; article: AdminArticleRow | null; onSaved: () => void; onCancel: () => void }) {
  const { message } = App.useApp();
  // The create and the edit form each word their messages as the spec does (education's differ).
  const M = (article ? ADMIN_ARTICLE_EDIT_MESSAGES : ADMIN_ARTICLE_MESSAGES)[kind];
  const text = ADMIN_KIND_TEXT[kind];
  const rules = (article ? adminArticleEditSchemas : adminArticleInputSchemas)[kind].shape;
  const crop = ADMIN_ARTICLE_CROP[kind];
  const [form] = Form.useForm<AdminArticleInput>();
  const save = useSaveAdminArticle();
  const [image, setImage] = useState<CoverUpload>(null);
  const [cropping, setCropping] = useState<{ src: string; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [urlTouched, setUrlTouched] = useState(article !== null);
  useEffect(() => () => { if (cropping) URL.revokeObjectURL(cropping.src); }, [cropping]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (crop === null) setImage({ blob: file, name: file.name });
    else setCropping({ src: URL.createObjectURL(file), name: file.name.replace(/\.[^.]+$/, '') + '.jpg' });
  };

  const submit = (values: AdminArticleInput) => {
    setNotice(null);
    save.mutate(
      { kind, id: article?.id ?? null, input: values, image },
      {
        onSuccess: (result) => {
          void message.success(result.message);
          onSaved();
        },
        // The form keeps what was typed; the field the server refused says why.
        onError: (error) => {
          const reason = showServerErrors(form, error, FIELDS);
          const failed = article ? M.updateFailed : M.createFailed;
          setNotice(`${failed}: ${reason}`);
          void message.error(failed);
        },
      },
    );
  };

  const half = { xs: 24, md: 12 };
  const third = { xs: 24, md: 8 };
  return (
    <Form<AdminArticleInput>
      form={form}
      // Field ids carry the kind, so no other element's id can capture a label.
      name={`${kind}-article`}
      noValidate
      layout="vertical"
      requiredMark={false}
      initialValues={
        article
          ? {
              title: article.title,
              description: article.description,
              dateRange: article.dateRange,
              url: article.url,
              name: article.name,
              status: article.status,
              metaTitle: article.metaTitle ?? '',
              metaDescription: article.metaDescription ?? '',
              metaKeywords: article.metaKeywords ?? '',
            }
          : { status: '1' }
      }
      onValuesChange={(changed: Partial<AdminArticleInput>) => {
        if (changed.url !== undefined) setUrlTouched(true);
        if (changed.title !== undefined && !urlTouched) form.setFieldValue('url', slugOf(changed.title));
      }}
      onFinish={submit}
      aria-label={article ? `Edit ${text.one}` : `Create ${text.one}`}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="title" label={text.nameLabel} rules={[zodRule(rules.title)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="url" label="Url" rules={[zodRule(rules.url)]} extra={`The page's address: /${kind}/{url}. Each ${text.one} has its own.`}>
            <Input autoComplete="off" addonBefore={`/${kind}/`} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="dateRange" label="Date" rules={[zodRule(rules.dateRange)]}>
            <Input autoComplete="off" placeholder={text.dateExample} />
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
      {ADMIN_ARTICLE_HAS_META[kind] ? (
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item name="metaTitle" label="Meta title" rules={[zodRule(rules.metaTitle)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="metaDescription" label="Meta description" rules={[zodRule(rules.metaDescription)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="metaKeywords" label="Meta keywords" rules={[zodRule(rules.metaKeywords)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
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
          <Form.Item
            label="Cover image"
            extra={image ? `${image.name}${crop ? ' (cropped)' : ''}` : article?.image ? 'A cover is set; choose a file to replace it.' : `JPEG, PNG or WebP, 20 MB at most.${crop ? ` Cropped to ${crop} : 1.` : ''}`}
          >
            <ImageFileButton onChoose={choose} />
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
      {crop !== null && cropping ? (
        <Suspense fallback={null}>
          <ImageCropModal
            src={cropping.src}
            aspect={crop}
            title="Crop the cover image"
            onCancel={() => setCropping(null)}
            onCropped={(blob) => {
              setImage({ blob, name: cropping.name });
              setCropping(null);
            }}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
