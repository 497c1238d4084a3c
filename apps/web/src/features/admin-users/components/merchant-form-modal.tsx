import { BIO_MAX, EMAIL_MAX, FORM_MODAL_WIDTH, NAME_MAX, PASSWORD_MIN } from '@vernissage/core/constants';
import { CITY_TOOLTIP } from '@vernissage/core/lookups';
import {
  ACCOUNT_MESSAGES as A,
  merchantCreateSchema,
  merchantUpdateSchema,
  USER_MESSAGES as M,
  type AdminUser,
  type MerchantCreateInput,
} from '@vernissage/core/schemas';
import { stripTags } from '@vernissage/core/text';
import { Alert, App, Button, Col, Form, Input, Modal, Row, type FormRule } from 'antd';
import { useState } from 'react';
import { CharCounter } from '../../../components/char-counter.tsx';
import { CitySelect } from '../../../components/city-select.tsx';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { matchesRule, showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useCheckEmailAvailable } from '../api/check-email-available.ts';
import { useCreateMerchant } from '../api/create-merchant.ts';
import { useUpdateMerchant } from '../api/update-merchant.ts';

const FIELDS = ['name', 'email', 'phone', 'city', 'address', 'bio', 'password', 'confirm'] as const;
const create = merchantCreateSchema.shape;
const edit = merchantUpdateSchema.shape;

interface MerchantValues {
  name: string;
  email: string;
  phone: string;
  city?: string;
  address?: string;
  bio?: string;
  password?: string;
  confirm?: string;
}

interface FormNotice {
  type: 'warning' | 'error';
  text: string;
}

interface MerchantFormModalProps {
  open: boolean;
  /** The merchant to edit; none to create one. */
  merchant: AdminUser | null;
  onClose: () => void;
}

/** A new password on edit needs its confirmation; with no new password there is nothing to confirm. */
const confirmWhenChanging: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (getFieldValue('password') && !value) throw new Error(A.confirmRequired);
  },
});

/**
 * 'n/max' for one field. It watches the field itself, so typing re-renders the counter only,
 * not the whole form and its editor.
 */
function FieldCounter({ name, max, visibleText = false }: { name: keyof MerchantValues; max: number; visibleText?: boolean }) {
  const form = Form.useFormInstance<MerchantValues>();
  const value = (Form.useWatch(name, form) as string | undefined) ?? '';
  return <CharCounter count={(visibleText ? stripTags(value) : value).length} max={max} />;
}

function initialValues(merchant: AdminUser | null): Partial<MerchantValues> {
  if (!merchant) return {};
  return {
    name: merchant.name,
    email: merchant.email,
    phone: merchant.phone ?? '',
    ...(merchant.city ? { city: merchant.city } : {}),
    address: merchant.address ?? '',
    bio: merchant.bio ?? '',
  };
}

function toInput(values: MerchantValues): MerchantCreateInput {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    city: values.city ?? '',
    address: values.address ?? '',
    bio: values.bio ?? '',
    password: values.password ?? '',
    confirm: values.confirm ?? '',
  };
}

/**
 * Create Merchant and Edit Merchant (spec/02 §2, §5): every rule of the shared schema, counters
 * for name, e-mail and bio, the e-mail availability check before an edit changes the address,
 * and the server's answer shown as success or warning. A failed save keeps what was typed.
 */
export function MerchantFormModal({ open, merchant, onClose }: MerchantFormModalProps) {
  const editing = merchant !== null;
  return (
    <Modal
      open={open}
      title={editing ? 'Edit Merchant' : 'Create Merchant'}
      width={FORM_MODAL_WIDTH}
      onCancel={onClose}
      maskClosable={false}
      footer={null}
      destroyOnHidden
    >
      <MerchantForm key={merchant?.id ?? 'new'} merchant={merchant} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}

interface MerchantFormProps {
  merchant: AdminUser | null;
  onSaved: () => void;
  onCancel: () => void;
}

function MerchantForm({ merchant, onSaved, onCancel }: MerchantFormProps) {
  const editing = merchant !== null;
  const { message } = App.useApp();
  const [form] = Form.useForm<MerchantValues>();
  const createMerchant = useCreateMerchant();
  const updateMerchant = useUpdateMerchant();
  const checkEmail = useCheckEmailAvailable();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const saving = checkEmail.isPending || createMerchant.isPending || updateMerchant.isPending;

  const failed = (error: unknown) => {
    const text = showServerErrors(form, error, FIELDS);
    setNotice({ type: 'warning', text });
    void message.warning(text);
  };
  const saved = (result: { status: number; message: string }) => {
    void message.success(result.message);
    onSaved();
  };

  /** Before an edit moves the address: is it free? Answers false when the save must stop. */
  const emailIsFree = async (address: string): Promise<boolean> => {
    if (!merchant || address.trim().toLowerCase() === merchant.email) return true;
    try {
      const { available } = await checkEmail.mutateAsync({ email: address.trim(), except: merchant.id });
      if (available) return true;
      form.setFields([{ name: 'email', errors: [M.emailRegistered] }]);
      setNotice({ type: 'warning', text: M.emailRegistered });
    } catch {
      setNotice({ type: 'error', text: M.emailCheckFailed });
    }
    return false;
  };

  const submit = async (values: MerchantValues) => {
    setNotice(null);
    const input = toInput(values);
    if (!merchant) {
      createMerchant.mutate(input, { onSuccess: saved, onError: failed });
      return;
    }
    if (!(await emailIsFree(input.email))) return;
    updateMerchant.mutate({ id: merchant.id, input }, { onSuccess: saved, onError: failed });
  };

  const half = { xs: 24, md: 12 };
  return (
    <Form
      form={form}
      noValidate
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues(merchant)}
      onFinish={(values) => void submit(values)}
      className="merchant-form"
      aria-label={editing ? 'Edit merchant' : 'Create merchant'}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="name" label="Full name" rules={[zodRule(create.name)]} extra={<FieldCounter name="name" max={NAME_MAX} />}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label="Email" rules={[zodRule(create.email)]} extra={<FieldCounter name="email" max={EMAIL_MAX} />}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label="Phone" rules={[zodRule(create.phone)]}>
            <Input type="tel" autoComplete="off" placeholder="+1 312 555 0100" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="city" label="City" tooltip={CITY_TOOLTIP} rules={[zodRule(create.city)]}>
            <CitySelect placeholder="Select a city" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label="Address (optional)" rules={[zodRule(create.address)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="password"
            label={editing ? 'New password (optional)' : 'Password'}
            rules={[zodRule(editing ? edit.password : create.password)]}
            extra={editing ? `Leave empty to keep the current password. At least ${PASSWORD_MIN} characters.` : `At least ${PASSWORD_MIN} characters.`}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="confirm"
            label="Confirm password"
            dependencies={['password']}
            rules={[editing ? confirmWhenChanging : zodRule(create.confirm), matchesRule('password', M.confirmMismatch)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="bio" label="Bio (optional)" rules={[zodRule(create.bio)]} extra={<FieldCounter name="bio" max={BIO_MAX} visibleText />}>
        <LazyRichTextEditor label="Bio" />
      </Form.Item>
      {notice ? <Alert className="merchant-form__alert" type={notice.type} title={notice.text} showIcon role="alert" /> : null}
      <div className="merchant-form__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          Submit
        </Button>
      </div>
    </Form>
  );
}
