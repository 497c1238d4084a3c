import { PRODUCT_TIME_ZONE } from '@vernissage/core/constants';
import {
  CONSULTATION_MESSAGES as M,
  CONSULTATION_NOTE_MAX,
  consultationChangeHint,
  questionEmailSchema,
  questionNameSchema,
  questionPhoneSchema,
  type ConsultationSlot,
} from '@vernissage/core/schemas';
import { Alert, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { Captcha } from '../../../components/captcha.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCaptchaField } from '../../../components/use-captcha-field.ts';
import { useSession } from '../../../lib/api/get-session.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { ApiRequestError, hasReason } from '../../../lib/api-client.ts';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useOpenSlots } from '../api/open-slots.ts';
import { useBookConsultation, useMyConsultation } from '../api/slots.ts';
import { NoOpenTimes } from './consultation-times.tsx';
import './consultations.css';

interface Values {
  slotId?: number;
  name: string;
  email: string;
  phone: string;
  note?: string;
  captcha?: string;
}
const FIELDS = ['slotId', 'name', 'email', 'phone', 'note', 'captcha'] as const;

const dayOf = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: PRODUCT_TIME_ZONE });
const timeOf = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: PRODUCT_TIME_ZONE });

/** When a time is, as the page says it. */
const whenOf = (slot: ConsultationSlot) => `${dayOf.format(new Date(slot.startsAt))}, ${timeOf.format(new Date(slot.startsAt))} Chicago time, ${slot.durationMinutes} minutes.`;

/** The open times by day (Chicago time, where the consultations take place). */
function byDay(slots: readonly ConsultationSlot[]): Array<[string, ConsultationSlot[]]> {
  const days = new Map<string, ConsultationSlot[]>();
  for (const slot of slots) {
    const day = dayOf.format(new Date(slot.startsAt));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/**
 * The consultation times the team offers, and the form that books one: a signed-in person's
 * name and e-mail are filled in; a visitor also proves they are human. A member who holds a time
 * ahead is shown it instead, since a person holds one at a time (the server's bookSlot).
 */
export function ConsultationBooking() {
  const slots = useOpenSlots();
  const { user } = useSession();
  const mine = useMyConsultation(user?.id);
  const config = useSiteConfig();
  const [form] = Form.useForm<Values>();
  const { captchaRef, captchaSolved, resetCaptcha } = useCaptchaField(form);
  const book = useBookConsultation();
  const [alert, setAlert] = useState<string | null>(null);
  const [booked, setBooked] = useState<ConsultationSlot | null>(null);

  const held = booked ? null : mine.data?.slot;
  if (held) {
    return (
      <Alert
        className="consultation-booking__done"
        type="info"
        showIcon
        title="You have a consultation booked"
        description={`${whenOf(held)} ${consultationChangeHint(config.supportEmail, config.supportPhone)}`}
      />
    );
  }
  if (user && mine.isPending) return null;
  if (slots.isPending || slots.isError || (!slots.data.items.length && !booked)) {
    return slots.data && !slots.data.items.length ? <NoOpenTimes /> : null;
  }

  if (booked) {
    return (
      <Alert
        className="consultation-booking__done"
        type="success"
        showIcon
        title={M.booked}
        description={whenOf(booked)}
      />
    );
  }

  const submit = (values: Values) => {
    setAlert(null);
    const body = { slotId: values.slotId ?? 0, name: values.name, email: values.email, phone: values.phone, ...(values.note ? { note: values.note } : {}), ...(user ? {} : { captcha: values.captcha }) };
    book.mutate(body, {
      onSuccess: (result) => setBooked(result.slot),
      onError: (error) => {
        if (!user) resetCaptcha();
        if (hasReason(error, 'slot_taken')) form.setFieldValue('slotId', undefined);
        const shown = showServerErrors(form, error, FIELDS);
        setAlert(error instanceof ApiRequestError && error.status < 500 ? shown : 'Something went wrong. Please try again.');
      },
    });
  };

  return (
    <section className="consultation-booking" aria-labelledby="consultation-booking-title">
      <h2 id="consultation-booking-title" className="consultation-booking__title">
        Or book one of our open times
      </h2>
      <Form<Values>
        form={form}
        noValidate
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        aria-label="Book a consultation"
        initialValues={{ name: user?.name ?? '', email: user?.email ?? '', phone: '' }}
      >
        <Form.Item name="slotId" label="Choose a time (Chicago time)" rules={[{ required: true, message: M.slotRequired }]}>
          <Radio.Group className="consultation-booking__days">
            {byDay(slots.data.items).map(([day, times]) => (
              <fieldset key={day} className="consultation-booking__day">
                <legend>{day}</legend>
                {times.map((slot) => (
                  <Radio.Button key={slot.id} value={slot.id}>
                    {timeOf.format(new Date(slot.startsAt))} · {slot.durationMinutes} min
                  </Radio.Button>
                ))}
              </fieldset>
            ))}
          </Radio.Group>
        </Form.Item>
        <div className="consultation-booking__grid">
          <Form.Item name="name" label="Full name" rules={[zodRule(questionNameSchema)]}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="email" label="Email" rules={[zodRule(questionEmailSchema)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="phone" label="Phone" rules={[zodRule(questionPhoneSchema)]}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </div>
        <Form.Item name="note" label="What would you like to talk about? (optional)">
          <Input.TextArea rows={3} maxLength={CONSULTATION_NOTE_MAX} showCount />
        </Form.Item>
        {user ? null : (
          <Form.Item name="captcha" label="Are you human?">
            <Captcha ref={captchaRef} />
          </Form.Item>
        )}
        <FormAlert message={alert} />
        <BusyButton type="primary" htmlType="submit" size="large" disabled={!user && !captchaSolved} busy={book.isPending}>
          Book this time
        </BusyButton>
      </Form>
    </section>
  );
}
