import { CloseCircleOutlined, DeleteOutlined } from '@ant-design/icons';
import { PRODUCT_TIME_ZONE } from '@vernissage/core/constants';
import { CONSULTATION_DURATIONS, CONSULTATION_MESSAGES as M, type AdminSlot } from '@vernissage/core/schemas';
import { App, Button, Form, Input, Radio, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { KeyboardScroll } from '../../../components/admin-table/keyboard-scroll.tsx';
import { usePhonePaging } from '../../../components/admin-table/use-admin-table.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerErrors } from '../../../lib/form-rules.ts';
import { useAdminSlots, useCancelBooking, useCreateSlot, useRemoveSlot } from '../api/slots.ts';
import { chicagoInstant } from '@vernissage/core/product-time';
import './consultations.css';
import { StatusTag } from '../../../components/status-tag.tsx';

interface Values {
  day: string;
  time: string;
  durationMinutes: number;
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: PRODUCT_TIME_ZONE });

/**
 * /create-slots (admin): the times the team can take an art consultation. Each is offered on
 * /schedule-art-consultation until someone books it; a booked time shows who, and stays. A
 * booking still ahead can be cancelled (the person wrote to change or cancel it): the time is
 * offered again, and they get an e-mail saying so. The list shows every time or only the booked
 * ones, which are otherwise few among many open times.
 */
export function CreateSlotsPage() {
  const phonePaging = usePhonePaging();
  const { message, modal } = App.useApp();
  const slots = useAdminSlots();
  const create = useCreateSlot();
  const remove = useRemoveSlot();
  const cancelBooking = useCancelBooking();
  const [form] = Form.useForm<Values>();
  const [alert, setAlert] = useState<string | null>(null);
  // Every time, or only the booked ones: the people to expect among many open times.
  const [shown, setShown] = useState<'all' | 'booked'>('all');
  const booked = slots.data?.items.filter((slot) => slot.booking) ?? [];
  const listed = shown === 'booked' ? booked : (slots.data?.items ?? []);

  const submit = (values: Values) => {
    setAlert(null);
    create.mutate(
      { startsAt: chicagoInstant(values.day, values.time), durationMinutes: values.durationMinutes },
      {
        onSuccess: (result) => {
          void message.success(result.message);
          form.resetFields(['time']);
        },
        onError: (error) => setAlert(showServerErrors(form, error, ['startsAt', 'durationMinutes'])),
      },
    );
  };

  /** Asks first; then does it and says how it went. */
  const confirmThen = (ask: { title: string; content: string; okText: string; cancelText?: string }, act: () => Promise<{ message: string }>) =>
    modal.confirm({
      ...ask,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          void message.success((await act()).message);
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });
  const confirmRemove = (slot: AdminSlot) => confirmThen({ title: 'Remove this time?', content: when.format(new Date(slot.startsAt)), okText: 'Remove' }, () => remove.mutateAsync(slot.id));
  const confirmCancel = (slot: AdminSlot) =>
    confirmThen(
      {
        title: 'Cancel this booking?',
        content: `${slot.booking?.name ?? ''}, ${when.format(new Date(slot.startsAt))}. They get an e-mail saying it is cancelled, and the time is offered again.`,
        okText: 'Cancel booking',
        cancelText: 'Keep it',
      },
      () => cancelBooking.mutateAsync(slot.id),
    );

  const columns: TableColumnsType<AdminSlot> = [
    { title: 'When (Chicago time)', key: 'when', render: (_, slot) => when.format(new Date(slot.startsAt)) },
    { title: 'Length', dataIndex: 'durationMinutes', key: 'length', render: (minutes: number) => `${minutes} min` },
    {
      title: 'Booked by',
      key: 'booking',
      render: (_, slot) =>
        slot.booking ? (
          <span>
            {slot.booking.name}
            <span className="create-slots__muted">
              {slot.booking.email} · {slot.booking.phone}
            </span>
            {slot.booking.note ? <span className="create-slots__muted">“{slot.booking.note}”</span> : null}
          </span>
        ) : Date.parse(slot.startsAt) < Date.now() ? (
          <Tag>Passed</Tag>
        ) : (
          <StatusTag tone="positive">Open</StatusTag>
        ),
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 56,
      render: (_, slot) => {
        const label = when.format(new Date(slot.startsAt));
        if (!slot.booking) return <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Remove ${label}`} title="Remove" onClick={() => confirmRemove(slot)} />;
        if (Date.parse(slot.startsAt) <= Date.now()) return null;
        return <Button danger type="text" icon={<CloseCircleOutlined />} aria-label={`Cancel the booking of ${label}`} title="Cancel booking" onClick={() => confirmCancel(slot)} />;
      },
    },
  ];

  return (
    <div className="create-slots">
      <PageHeading title="Consultation Times" description="Times the team can take an art consultation. Each is offered on Schedule Art Consultation until someone books it." />
      <Form<Values> form={form} layout="vertical" requiredMark={false} noValidate onFinish={submit} aria-label="Add a time" className="create-slots__form" initialValues={{ durationMinutes: 45 }}>
        <Form.Item name="day" label="Day" rules={[{ required: true, message: M.startRequired }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="time" label="Starts at (Chicago time)" rules={[{ required: true, message: M.startRequired }]}>
          <Input type="time" step={900} />
        </Form.Item>
        <Form.Item name="durationMinutes" label="Length">
          <Select aria-label="Length" style={{ width: 120 }} options={CONSULTATION_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} min` }))} />
        </Form.Item>
        <BusyButton type="primary" htmlType="submit" busy={create.isPending}>
          Add time
        </BusyButton>
      </Form>
      <FormAlert message={alert} />
      {slots.isPending ? <PageLoader /> : null}
      {slots.isError ? <QueryError error={slots.error} onRetry={() => void slots.refetch()} /> : null}
      {slots.data ? (
        <>
          <Radio.Group
            className="create-slots__shown"
            aria-label="Show"
            optionType="button"
            value={shown}
            onChange={(event) => setShown(event.target.value as 'all' | 'booked')}
            options={[
              { value: 'all', label: `All times (${slots.data.items.length})` },
              { value: 'booked', label: `Booked (${booked.length})` },
            ]}
          />
          <KeyboardScroll label="Consultation times">
            <Table<AdminSlot>
              rowKey="id"
              columns={columns}
              dataSource={listed}
              pagination={listed.length > 20 ? { ...phonePaging, pageSize: 20, showSizeChanger: false } : false}
              scroll={{ x: 720 }}
              locale={{ emptyText: shown === 'booked' ? 'Nobody has booked a time yet.' : 'No times yet. Add the first one above.' }}
            />
          </KeyboardScroll>
        </>
      ) : null}
    </div>
  );
}
