import {
  EARLY_ACCESS_FORM_WIDTH,
  EARLY_ACCESS_MESSAGES as M,
  EARLY_ACCESS_TITLE_MAX,
  earlyAccessCreateSchema,
  type EarlyAccessEdit,
} from '@vernissage/core/schemas';
import { formatPrice } from '@vernissage/core/text';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Radio, Select, Skeleton, type FormRule } from 'antd';
import { useState } from 'react';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useArtistOptions } from '../api/get-artist-options.ts';
import { useEarlyAccess } from '../api/get-early-access.ts';
import { useWorkOptions } from '../api/get-work-options.ts';
import { ImagesNotAdded, useSaveEarlyAccess, type PendingImage } from '../api/save-early-access.ts';
import { EarlyAccessImagesField } from './early-access-images-field.tsx';

interface EarlyAccessValues {
  title?: string;
  description?: string;
  earlyDate?: string;
  artistIds?: string[];
  artworkIds?: number[];
  discount?: number | null;
  status?: '1' | '0';
  passcode?: string;
}

const FIELDS = ['title', 'description', 'earlyDate', 'artistIds', 'artworkIds', 'discount', 'status', 'passcode'] as const;
const shape = earlyAccessCreateSchema.shape;
const listRule = (message: string): FormRule => ({
  validator: async (_rule, value: unknown[] | undefined) => {
    if (!value?.length) throw new Error(message);
  },
});
const discountRule: FormRule = {
  validator: async (_rule, value: number | null | undefined) => {
    const result = shape.discount.safeParse(value ?? undefined);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

/**
 * Create Early Work / Edit (spec/02 "Manage Early Access", §5): a wide modal with a static
 * backdrop. Changing the artists clears the chosen works and reloads the works to choose from;
 * on Edit the passcode stays as it is unless a new one is typed.
 */
export function EarlyAccessFormModal({ editing, onClose }: { editing: number | 'new' | null; onClose: () => void }) {
  const isNew = editing === 'new';
  return (
    <Modal
      open={editing !== null}
      title={isNew ? 'Create Early Work' : 'Edit Early Work'}
      width={EARLY_ACCESS_FORM_WIDTH}
      onCancel={onClose}
      maskClosable={false}
      keyboard={false}
      footer={null}
      destroyOnHidden
    >
      {editing === null ? null : isNew ? <EarlyAccessForm initial={null} onClose={onClose} /> : <EditLoader id={editing} onClose={onClose} />}
    </Modal>
  );
}

function EditLoader({ id, onClose }: { id: number; onClose: () => void }) {
  const item = useEarlyAccess(id);
  if (item.isError) return <Alert type="error" showIcon title={item.error.message} />;
  if (!item.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <EarlyAccessForm initial={item.data} onClose={onClose} />;
}

function EarlyAccessForm({ initial, onClose }: { initial: EarlyAccessEdit | null; onClose: () => void }) {
  const [form] = Form.useForm<EarlyAccessValues>();
  const { message } = App.useApp();
  const save = useSaveEarlyAccess();
  const [notice, setNotice] = useState<string | null>(null);
  // Once a create is saved (even if a picture then failed), the form goes on editing that one.
  const [savedId, setSavedId] = useState<number | null>(initial?.id ?? null);
  const [kept, setKept] = useState(initial?.images ?? []);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const artistIds = Form.useWatch('artistIds', form) ?? initial?.artistIds ?? [];
  const artists = useArtistOptions();
  const works = useWorkOptions(artistIds);

  const submit = (values: EarlyAccessValues) => {
    setNotice(null);
    const input = {
      title: values.title ?? '',
      description: values.description ?? '',
      earlyDate: values.earlyDate ? values.earlyDate : null,
      artistIds: values.artistIds ?? [],
      artworkIds: values.artworkIds ?? [],
      discount: values.discount ?? 0,
      status: values.status ?? '1',
      passcode: values.passcode ?? '',
    };
    save.mutate(
      { id: savedId, input, ...(savedId === null ? {} : { keepImages: kept.map((image) => image.url) }), images: pending },
      {
        onSuccess: (saved) => {
          void message.success(saved.message);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ImagesNotAdded) {
            // Saved: what is left to do is the pictures not yet added, shown and kept in the form.
            setSavedId(error.saved.item.id);
            setKept(error.saved.item.images);
            setPending(error.remaining);
            setNotice(`${error.saved.message} ${error.message}`);
            void message.warning(M.imageFailed);
            return;
          }
          const text = showServerErrors(form, error, FIELDS);
          const failed = savedId !== null ? M.updateFailed : M.createFailed;
          setNotice(text === failed ? text : `${failed}: ${text}`);
          void message.error(failed);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      noValidate
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      aria-label={savedId !== null ? 'Edit early access' : 'Create early access'}
      initialValues={
        initial
          ? { ...initial, earlyDate: initial.earlyDate ?? '', passcode: '' }
          : { title: '', description: '', earlyDate: '', artistIds: [], artworkIds: [], discount: null, status: '1', passcode: '' }
      }
      onValuesChange={(changed: EarlyAccessValues) => {
        // Other artists, other works: the chosen works are cleared and the choices reload.
        if ('artistIds' in changed) form.setFieldValue('artworkIds', []);
      }}
    >
      <div className="early-form__grid">
        <Form.Item name="title" label="Early Access Title" rules={[zodRule(shape.title)]}>
          <Input maxLength={EARLY_ACCESS_TITLE_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item name="earlyDate" label="Date (optional)" extra="mm/dd/yyyy">
          <Input type="date" />
        </Form.Item>
      </div>
      <Form.Item name="description" label="Description" rules={[zodRule(shape.description)]}>
        <LazyRichTextEditor label="Description" />
      </Form.Item>
      <Form.Item name="artistIds" label="Artists" rules={[listRule(M.artistsRequired)]}>
        <Select
          mode="multiple"
          allowClear
          loading={artists.isPending}
          placeholder="Select artists"
          optionFilterProp="label"
          options={(artists.data ?? []).map((artist) => ({ value: artist.id, label: `${artist.name} (${artist.workCount} ${artist.workCount === 1 ? 'work' : 'works'})` }))}
          aria-label="Artists"
        />
      </Form.Item>
      <Form.Item name="artworkIds" label="Artworks" rules={[listRule(M.artworksRequired)]}>
        <Select
          mode="multiple"
          allowClear
          disabled={!artistIds.length}
          loading={works.isFetching}
          placeholder={artistIds.length ? 'Select artworks' : 'Select artists first'}
          optionFilterProp="label"
          options={(artistIds.length ? (works.data ?? []) : []).map((work) => ({
            value: work.id,
            label: `${work.title} — ${work.artistName}, ${formatPrice(work.price)}${work.sold === 1 ? ' (sold)' : work.sold === 2 ? ' (on hold)' : ''}`,
          }))}
          aria-label="Artworks"
        />
      </Form.Item>
      <div className="early-form__grid">
        <Form.Item name="discount" label="Discount (%)" rules={[discountRule]}>
          <InputNumber style={{ width: '100%' }} precision={0} aria-label="Discount (%)" />
        </Form.Item>
        <Form.Item name="status" label="Status" rules={[zodRule(shape.status)]}>
          <Radio.Group
            optionType="button"
            options={[
              { value: '1', label: 'Active' },
              { value: '0', label: 'Inactive' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="passcode"
          label="Passcode"
          rules={savedId !== null ? [] : [zodRule(shape.passcode)]}
          extra={savedId !== null ? 'Leave empty to keep the current passcode.' : 'Collectors type it to open the page.'}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </div>
      <EarlyAccessImagesField kept={kept} pending={pending} onKeptChange={setKept} onPendingChange={setPending} />
      {notice ? <Alert className="early-form__alert" type="error" title={notice} showIcon role="alert" /> : null}
      <div className="early-form__actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
          {savedId !== null ? 'Save' : 'Create'}
        </Button>
      </div>
    </Form>
  );
}
