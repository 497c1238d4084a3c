import { COLOURS } from '@vernissage/core/lookups';
import { GALLERY_FILTER_BOUND_MAX, GALLERY_FILTER_RANGES, reversedFilterRanges, type GalleryFilter } from '@vernissage/core/gallery-filter';
import { Button, Form, InputNumber, Modal, Select, type FormRule } from 'antd';

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
    // A bound past any work bounds nothing more: capped to what the API takes.
    if (typeof value === 'number' && Number.isFinite(value)) filter[key] = Math.min(Math.max(value, 0), GALLERY_FILTER_BOUND_MAX);
  }
  if (values.colours.length) filter.colours = values.colours;
  return filter;
}

/**
 * A minimum's rule: not above its maximum (said on the minimum, as the server says it), checked
 * again when the maximum changes.
 */
function rangeRules(name: (typeof BOUNDS)[number][0]): { rules: FormRule[]; dependencies: string[] } {
  const range = GALLERY_FILTER_RANGES.find((each) => each.min === name);
  if (!range) return { rules: [], dependencies: [] };
  return {
    dependencies: [range.max],
    rules: [
      ({ getFieldValue }) => ({
        validator: async () => {
          const bounds: Record<string, unknown> = { [range.min]: getFieldValue(range.min), [range.max]: getFieldValue(range.max) };
          if (reversedFilterRanges(bounds).length) throw new Error(range.message);
        },
      }),
    ],
  };
}

/**
 * The Filter modal (spec/01 §2): price, width and height ranges and a colour multi-select. A
 * minimum above its maximum is refused in the form, so a filter that can match nothing is never
 * applied.
 */
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
        <Button key="apply" type="primary" onClick={() => form.submit()}>
          Apply
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        className="filter-form"
        aria-label="Filter artworks"
        noValidate
        initialValues={toValues(filter)}
        onFinish={() => onApply(toFilter({ ...toValues({}), ...form.getFieldsValue(true) }))}
      >
        <div className="filter-form__grid">
          {BOUNDS.map(([name, label]) => (
            <Form.Item key={name} name={name} label={label} {...rangeRules(name)}>
              <InputNumber min={0} max={GALLERY_FILTER_BOUND_MAX} className="filter-form__number" aria-label={label} />
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
