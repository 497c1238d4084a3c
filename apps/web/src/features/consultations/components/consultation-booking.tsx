import { CONTACT_MESSAGES, contactEmailProblem, contactNameProblem, requiredProblem } from '@vernissage/core/account-rules';
import { PRODUCT_TIME_ZONE } from '@vernissage/core/constants';
import { CONSULTATION_MESSAGES as M, CONSULTATION_NOTE_MAX, consultationChangeHint, consultationNoteProblem } from '@vernissage/core/consultation-rules';
import type { ConsultationSlot } from '@vernissage/core/schemas';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Captcha, type CaptchaHandle } from '../../../components/captcha.tsx';
import { CaptchaField } from '../../../components/captcha-field.tsx';
import { CharCounter } from '../../../components/char-counter.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-frame.tsx';
import { FieldRadioButtons } from '../../../components/ui/field-radio-buttons.tsx';
import { FieldText } from '../../../components/ui/field-text.tsx';
import { FieldTextArea } from '../../../components/ui/field-textarea.tsx';
import { useSession } from '../../../lib/api/get-session.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { ApiRequestError, hasReason } from '../../../lib/api-client.ts';
import { useLightForm, type FieldRule } from '../../../lib/light-form.ts';
import { usePhoneRule, type PhoneRule } from '../../../lib/use-phone-rule.ts';
import { useBookConsultation, useMyConsultation } from '../api/booking.ts';
import { useOpenSlots } from '../api/open-slots.ts';
import { NoOpenTimes } from './consultation-times.tsx';
import './consultations.css';

const FIELDS = ['slotId', 'name', 'email', 'phone', 'note', 'captcha'] as const;
type Field = (typeof FIELDS)[number];

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

function rulesFor(phone: PhoneRule): Partial<Record<Field, FieldRule<Field>>> {
  return {
    slotId: (value) => requiredProblem(value, M.slotRequired),
    name: contactNameProblem,
    email: contactEmailProblem,
    phone,
    note: consultationNoteProblem,
  };
}

interface TimeChoiceProps {
  slots: readonly ConsultationSlot[];
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  ref: Ref<HTMLElement | null>;
}

/** The days shown at first; the later ones come on asking, so a long list does not bury the form. */
const FIRST_DAYS = 6;

/**
 * The open times, a group of buttons per day under the day's name: native radios, so the arrows
 * move the choice within a day. The first days show, the later ones on asking. A time not chosen
 * is said under them, and the focus comes to them.
 */
function TimeChoice({ slots, value, error, onChange, ref }: TimeChoiceProps) {
  const id = useId();
  const [allDays, setAllDays] = useState(false);
  const daysRef = useRef<HTMLDivElement>(null);
  const days = byDay(slots);
  const shown = allDays ? days : days.slice(0, FIRST_DAYS);
  const showAll = () => {
    flushSync(() => setAllDays(true));
    // The button is gone: the focus goes to the first day it brought.
    daysRef.current?.querySelectorAll('.consultation-booking__day')[FIRST_DAYS]?.querySelector('input')?.focus();
  };
  return (
    <fieldset ref={ref as Ref<HTMLFieldSetElement>} tabIndex={-1} className="consultation-booking__times field-text" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-text__label consultation-booking__times-label">Choose a time (Chicago time)</legend>
      <div ref={daysRef} className="consultation-booking__days">
        {shown.map(([day, times]) => (
          <fieldset key={day} className="consultation-booking__day">
            <legend>{day}</legend>
            <FieldRadioButtons
              className="consultation-booking__day-times"
              options={times.map((slot) => ({ value: String(slot.id), label: `${timeOf.format(new Date(slot.startsAt))} · ${slot.durationMinutes} min` }))}
              value={value}
              onChange={onChange}
            />
          </fieldset>
        ))}
      </div>
      {shown.length < days.length ? (
        <Button className="consultation-booking__more" onClick={showAll}>
          Show {days.length - shown.length} more {days.length - shown.length === 1 ? 'day' : 'days'}
        </Button>
      ) : null}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/**
 * The consultation times the team offers, and the form that books one: a signed-in person's
 * name and e-mail are filled in; a visitor also proves they are human. A member who holds a time
 * ahead is shown it instead, since a person holds one at a time (the server's bookSlot). Drawn
 * without Ant Design or zod, as the page it is on (decision record 052); the phone rule is fetched
 * once the person starts on the form, and the captcha's code with its widget.
 */
export function ConsultationBooking() {
  const slots = useOpenSlots();
  const { user } = useSession();
  const mine = useMyConsultation(user?.id);
  const config = useSiteConfig();
  const { phoneRule, wholePhoneRule, fetchPhoneRule } = usePhoneRule(CONTACT_MESSAGES.phoneRequired);
  const form = useLightForm<Field>({ slotId: '', name: user?.name ?? '', email: user?.email ?? '', phone: '', note: '', captcha: '' }, rulesFor(phoneRule));
  // A phone checked before the whole rule came is checked again with it.
  const { recheck } = form;
  useEffect(() => {
    if (wholePhoneRule) recheck(['phone']);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it comes: recheck is a new function on every render
  }, [wholePhoneRule]);
  const captcha = useRef<CaptchaHandle>(null);
  const book = useBookConsultation();
  const [alert, setAlert] = useState<string | null>(null);
  const [booked, setBooked] = useState<ConsultationSlot | null>(null);

  const held = booked ? null : mine.data?.slot;
  if (held) {
    return <Alert className="consultation-booking__done" type="info" showIcon role="status" title="You have a consultation booked" description={`${whenOf(held)} ${consultationChangeHint(config.supportEmail, config.supportPhone)}`} />;
  }
  if (user && mine.isPending) return null;
  if (slots.isPending || slots.isError || (!slots.data.items.length && !booked)) {
    return slots.data && !slots.data.items.length ? <NoOpenTimes /> : null;
  }
  if (booked) {
    return <Alert className="consultation-booking__done" type="success" showIcon role="status" title={M.booked} description={whenOf(booked)} />;
  }

  const slotField = form.field('slotId');
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, (values) => {
      setAlert(null);
      const body = { slotId: Number(values.slotId), name: values.name, email: values.email, phone: values.phone, ...(values.note ? { note: values.note } : {}), ...(user ? {} : { captcha: values.captcha }) };
      book.mutate(body, {
        onSuccess: (result) => setBooked(result.slot),
        onError: (error) => {
          // A captcha's payload is good for one attempt.
          if (!user) captcha.current?.reset();
          // Only a time someone else just took is cleared; 'already booked' keeps the choice.
          if (hasReason(error, 'slot_taken')) slotField.onChange('');
          const shown = form.showServerErrors(error, FIELDS);
          setAlert(error instanceof ApiRequestError && error.status < 500 ? shown : 'Something went wrong. Please try again.');
        },
      });
    });
  const solved = user ? true : form.values.captcha !== '';

  return (
    <section className="consultation-booking" aria-labelledby="consultation-booking-title">
      <h2 id="consultation-booking-title" className="consultation-booking__title">
        Or book one of our open times
      </h2>
      <form noValidate onSubmit={submit} onFocus={fetchPhoneRule} aria-label="Book a consultation">
        <TimeChoice slots={slots.data.items} {...slotField} />
        <div className="consultation-booking__grid">
          <FieldText label="Full name" autoComplete="name" {...form.field('name')} />
          <FieldText label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <FieldText label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        </div>
        <FieldTextArea label="What would you like to talk about? (optional)" rows={3} extra={<CharCounter count={form.values.note.length} max={CONSULTATION_NOTE_MAX} />} {...form.field('note')} />
        {user ? null : (
          <CaptchaField error={form.errors.captcha}>
            <Captcha ref={captcha} onChange={(payload) => form.field('captcha').onChange(payload ?? '')} />
          </CaptchaField>
        )}
        <FormAlert message={alert} />
        <Button type="primary" htmlType="submit" size="large" disabled={!solved} loading={book.isPending}>
          Book this time
        </Button>
      </form>
    </section>
  );
}
