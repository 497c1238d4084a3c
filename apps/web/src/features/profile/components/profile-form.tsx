import { BIO_MAX, NAME_MAX } from '@vernissage/core/constants';
import { CITY_TOOLTIP } from '@vernissage/core/lookups';
import { profileUpdateSchema, type Profile, type ProfileUpdateInput } from '@vernissage/core/schemas';
import { stripTags } from '@vernissage/core/text';
import { App, Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { CharCounter } from '../../../components/char-counter.tsx';
import { CitySelect } from '../../../components/city-select.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const { shape } = profileUpdateSchema;
const FIELDS = ['name', 'phone', 'city', 'address', 'bio', 'exhibitionHistory', 'educationHistory'] as const;

interface ProfileValues {
  name: string;
  phone: string;
  city?: string;
  address?: string;
  bio?: string;
  exhibitionHistory?: string;
  educationHistory?: string;
}

function initialValues(profile: Profile): ProfileValues {
  return {
    name: profile.name,
    phone: profile.phone ?? '',
    ...(profile.city ? { city: profile.city } : {}),
    address: profile.address ?? '',
    bio: profile.bio ?? '',
    exhibitionHistory: profile.exhibitionHistory ?? '',
    educationHistory: profile.educationHistory ?? '',
  };
}

function counted(html: string | undefined): number {
  return stripTags(html ?? '').length;
}

/** Name, phone, city, address and bio; exhibition and education history for artists and merchants. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const [alert, setAlert] = useState<string | null>(null);
  const maker = profile.role === 'artist' || profile.role === 'merchant';
  const name = (Form.useWatch('name', form) as string | undefined) ?? profile.name;
  const bio = Form.useWatch('bio', form) as string | undefined;
  const exhibitions = Form.useWatch('exhibitionHistory', form) as string | undefined;
  const education = Form.useWatch('educationHistory', form) as string | undefined;

  const submit = (values: ProfileValues) => {
    setAlert(null);
    const input: ProfileUpdateInput = {
      name: values.name,
      phone: values.phone,
      city: values.city ?? '',
      address: values.address ?? '',
      bio: values.bio ?? '',
      ...(maker ? { exhibitionHistory: values.exhibitionHistory ?? '', educationHistory: values.educationHistory ?? '' } : {}),
    };
    update.mutate(input, {
      onSuccess: (result) => void message.success(result.message),
      onError: (error) => setAlert(showServerErrors(form, error, FIELDS)),
    });
  };

  return (
    <Form form={form} noValidate name="profile" layout="vertical" requiredMark={false} initialValues={initialValues(profile)} onFinish={submit} aria-label="Profile details">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Full name" rules={[zodRule(shape.name)]} extra={<CharCounter count={name.length} max={NAME_MAX} />}>
            <Input autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label="Phone" rules={[zodRule(shape.phone)]}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label="City" tooltip={CITY_TOOLTIP} rules={[zodRule(shape.city)]}>
            <CitySelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label="Address" rules={[zodRule(shape.address)]} extra="Where your works are delivered.">
            <Input autoComplete="street-address" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="bio" label="Bio" rules={[zodRule(shape.bio)]} extra={<CharCounter count={counted(bio)} max={BIO_MAX} />}>
        <LazyRichTextEditor label="Bio" />
      </Form.Item>
      {maker ? (
        <>
          <Form.Item
            name="exhibitionHistory"
            label="Exhibition history"
            rules={[zodRule(shape.exhibitionHistory)]}
            extra={<CharCounter count={counted(exhibitions)} max={BIO_MAX} />}
          >
            <LazyRichTextEditor label="Exhibition history" />
          </Form.Item>
          <Form.Item
            name="educationHistory"
            label="Education history"
            rules={[zodRule(shape.educationHistory)]}
            extra={<CharCounter count={counted(education)} max={BIO_MAX} />}
          >
            <LazyRichTextEditor label="Education history" />
          </Form.Item>
        </>
      ) : null}
      <FormAlert message={alert} type="warning" />
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save profile
      </Button>
    </Form>
  );
}
