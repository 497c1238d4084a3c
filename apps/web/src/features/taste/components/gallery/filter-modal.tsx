import { COLOURS } from '@vernissage/core/lookups';
import type { GalleryFilter } from '@vernissage/core/schemas';
import { Button, Form, InputNumber, Modal, Select } from 'antd';

interface FilterModalProps {
  open: boolean;
  filter: GalleryFilter;
  onApply: (filter: GalleryFilter) => void;
  onClose: () => void;
}

type Values = { [K in keyof Omit<GalleryFilter, 'colours'>]: number | null } & { colours: number[] };

const BOUNDS = [
  ['minPrice', 'Min price ($)'],
  ['maxPrice', 'Max price ($)'],
  ['minWidth', 'Min width (in)'],
  ['maxWidth', 'Max width (in)'],
  ['minHeight', 'Min height (in)'],
  ['maxHeight', 'Max height (in)'],
] as const;

function toValues(filter: GalleryFilter): Values {
  return {
    minPrice: filter.minPrice ?? null,
    maxPrice: filter.maxPrice ?? null,
    minWidth: filter.minWidth ?? null,
    maxWidth: filter.maxWidth ?? null,
    minHeight: filter.minHeight ?? null,
    maxHeight: filter.maxHeight ?? null,
    colours: filter.colours ?? [],
  };
}

function toFilter(values: Values): GalleryFilter {
  const filter: GalleryFilter = {};
  for (const [key] of BOUNDS) {
    const value = values[key];
    if (typeof value === 'number' && Number.isFinite(value)) filter[key] = value;
  }
  if (values.colours.length) filter.colours = values.colours;
  return filter;
}

/** The Filter modal (spec/01 §2): price, width and height ranges and a colour multi-select. */
export function FilterModal({ open, filter, onApply, onClose }: FilterModalProps) {
  const [form] = Form.useForm<Values>();

  return (
    <Modal
      destroyOnHidden
      open={open}
      title="Filter"
      onCancel={onClose}
      width={560}
      footer={[
        <Button key="clear" onClick={() => onApply({})}>
          Clear
        </Button>,
        <Button key="apply" type="primary" onClick={() => onApply(toFilter({ ...toValues({}), ...form.getFieldsValue(true) }))}>
          Apply
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" className="filter-form" aria-label="Filter artworks" initialValues={toValues(filter)}>
        <div className="filter-form__grid">
          {BOUNDS.map(([name, label]) => (
            <Form.Item key={name} name={name} label={label}>
              <InputNumber min={0} className="filter-form__number" aria-label={label} />
            </Form.Item>
          ))}
        </div>
        <Form.Item name="colours" label="Colours">
          <Select
            mode="multiple"
            allowClear
            aria-label="Colours"
            placeholder="Any colour"
            optionFilterProp="title"
            virtual={false}
            options={COLOURS.map((colour) => ({
              value: colour.id,
              title: colour.label,
              label: (
                <span className="colour-option">
                  <span className="colour-option__swatch" style={{ background: colour.hex }} aria-hidden="true" />
                  {colour.label}
                </span>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
