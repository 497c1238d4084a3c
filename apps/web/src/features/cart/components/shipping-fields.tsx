import { NAME_MAX } from '@vernissage/core/constants';
import { CHICAGO_AREA_CITIES, CITY_TOOLTIP } from '@vernissage/core/lookups';
import { ORDER_NOTES_MAX, placeOrderSchema, type Profile } from '@vernissage/core/schemas';
import { Col, Form, Input, Row, Select } from 'antd';
import { zodRule } from '../../../lib/form-rules.ts';

const { shape } = placeOrderSchema;
const CITY_OPTIONS = CHICAGO_AREA_CITIES.map((city) => ({ value: city, label: city }));

export const SHIPPING_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'zip', 'notes'] as const;

export interface ShippingValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city?: string;
  zip: string;
  notes?: string;
}

/** The shipping contact, prefilled from the profile (a city outside the list is left to choose). */
export function shippingDefaults(profile: Profile | undefined): ShippingValues {
  return {
    name: profile?.name ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
    ...(profile?.city && CHICAGO_AREA_CITIES.includes(profile.city) ? { city: profile.city } : {}),
    zip: '',
    notes: '',
  };
}

/**
 * Name, e-mail, phone, address, city (the Chicago area), ZIP code and delivery notes. The inputs
 * carry the keyboard and autofill hints a phone needs (type tel and email, inputMode numeric for
 * the ZIP code) but no constraint the browser would check itself: the form's own messages say
 * what is wrong, and the form is noValidate.
 */
export function ShippingFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label="Full name" rules={[zodRule(shape.name)]}>
          <Input autoComplete="name" maxLength={NAME_MAX + 20} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label="Phone" rules={[zodRule(shape.phone)]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="address" label="Address" rules={[zodRule(shape.address)]}>
          <Input autoComplete="street-address" placeholder="Street and number, apartment" />
        </Form.Item>
      </Col>
      <Col xs={24} md={14}>
        <Form.Item name="city" label="City" tooltip={CITY_TOOLTIP} rules={[zodRule(shape.city)]}>
          <Select
            showSearch
            placeholder="Select your city"
            options={CITY_OPTIONS}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item name="zip" label="ZIP code" rules={[zodRule(shape.zip)]}>
          <Input inputMode="numeric" autoComplete="postal-code" placeholder="60601" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="notes" label="Delivery notes (optional)" rules={[zodRule(shape.notes)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={ORDER_NOTES_MAX} placeholder="Building access, the best time to reach you…" />
        </Form.Item>
      </Col>
    </Row>
  );
}
