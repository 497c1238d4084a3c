import { BIO_MAX, CM_PER_INCH } from '@vernissage/core/constants';
import { MEDIUMS, SUBJECTS, SURFACES } from '@vernissage/core/lookups';
import { EDITION_SIZE_MAX, SERIES_NAME_MAX, STUDIO_MESSAGES as S, WORK_PRICE_MAX, WORK_SIDE_MAX_INCHES, WORK_TITLE_MAX, WORK_YEAR_MIN, type StudioUpload } from '@vernissage/core/schemas';
import { discountedPrice, formatPrice, materialsLine, stripTags } from '@vernissage/core/text';
import { Alert, Card, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { CharCounter } from '../../../components/char-counter.tsx';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { ColourChips } from '../../../components/colour-chips.tsx';
import { FormalSliders } from './formal-sliders.tsx';
import type { WorkFormValues } from './work-form-values.ts';
import { WorkImages } from './work-images.tsx';
import { workRules } from './work-rules.ts';

const options = (list: ReadonlyArray<{ id: number; label: string }>) => list.map((item) => ({ value: item.id, label: item.label }));
const SUBJECT_OPTIONS = options(SUBJECTS);
const MEDIUM_OPTIONS = options(MEDIUMS);
const SURFACE_OPTIONS = options(SURFACES);
const labelsOf = (ids: readonly number[] | undefined, list: ReadonlyArray<{ id: number; label: string }>) =>
  (ids ?? []).map((id) => list.find((item) => item.id === id)?.label).filter((label): label is string => Boolean(label));

function centimetres(inches: number | null | undefined): string | null {
  if (inches === null || inches === undefined) return null;
  return `${Number((inches * CM_PER_INCH).toFixed(1))} cm`;
}

/** Watches one field of the surrounding work form. */
function useField<K extends keyof WorkFormValues>(name: K): WorkFormValues[K] | undefined {
  const form = Form.useFormInstance<WorkFormValues>();
  return Form.useWatch(name, form) as WorkFormValues[K] | undefined;
}

export function ImagesSection({ onUploaded, onBusyChange }: { onUploaded: (upload: StudioUpload, isCover: boolean) => void; onBusyChange: (busy: boolean) => void }) {
  return (
    <Card className="work-form__card" title={<h2 id="work-images-title" className="work-form__section">Images</h2>}>
      <Form.Item name="images" rules={workRules.images}>
        <WorkImages labelledBy="work-images-title" onUploaded={onUploaded} onBusyChange={onBusyChange} />
      </Form.Item>
    </Card>
  );
}

export function AboutSection() {
  const title = useField('title') ?? '';
  const description = useField('description');
  const series = useField('partOfSeries') ?? false;
  const seriesName = useField('seriesName') ?? '';
  return (
    <Card className="work-form__card" title={<h2 className="work-form__section">About the work</h2>}>
      <Form.Item name="title" label="Title" rules={workRules.title} extra={<CharCounter count={title.length} max={WORK_TITLE_MAX} />}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={workRules.description} extra={<CharCounter count={stripTags(description ?? '').length} max={BIO_MAX} />}>
        <LazyRichTextEditor label="Description" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="workStartDate" label="Started" rules={workRules.workStartDate}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="workEndDate" label="Finished" rules={workRules.workEndDate} dependencies={['workStartDate']}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="yearCreated" label="Year created" rules={workRules.yearCreated}>
            <InputNumber className="work-form__number" min={WORK_YEAR_MIN} max={new Date().getFullYear() + 1} precision={0} controls={false} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="partOfSeries" label="Part of a series" valuePropName="checked">
        <Switch />
      </Form.Item>
      {series ? (
        <Form.Item name="seriesName" label="Series name" rules={workRules.seriesName} extra={<CharCounter count={seriesName.length} max={SERIES_NAME_MAX} />}>
          <Input />
        </Form.Item>
      ) : null}
    </Card>
  );
}

export function SizeSection() {
  const width = useField('width');
  const height = useField('height');
  const mediums = useField('mediums');
  const surfaces = useField('surfaces');
  const materials = materialsLine(labelsOf(mediums, MEDIUMS), labelsOf(surfaces, SURFACES));
  return (
    <Card className="work-form__card" title={<h2 className="work-form__section">Size and materials</h2>}>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name="width" label="Width" rules={workRules.width} extra={centimetres(width)}>
            <InputNumber className="work-form__number" min={0.1} max={WORK_SIDE_MAX_INCHES} step={0.1} suffix="in" inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="height" label="Height" rules={workRules.height} extra={centimetres(height)}>
            <InputNumber className="work-form__number" min={0.1} max={WORK_SIDE_MAX_INCHES} step={0.1} suffix="in" inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="isFramed" label="Framed" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="mediums" label="Mediums">
        <Select mode="multiple" options={MEDIUM_OPTIONS} showSearch={{ optionFilterProp: 'label' }} placeholder="Oil paint, ink…" allowClear />
      </Form.Item>
      <Form.Item name="surfaces" label="Surfaces">
        <Select mode="multiple" options={SURFACE_OPTIONS} showSearch={{ optionFilterProp: 'label' }} placeholder="Canvas, paper…" allowClear />
      </Form.Item>
      <p className="work-form__preview" aria-live="polite">
        <span className="work-form__preview-label">Collectors read:</span> {materials || <span className="muted">choose mediums and surfaces</span>}
      </p>
    </Card>
  );
}

interface SuggestedProps {
  suggested: ReadonlySet<number>;
  onTouch: (id: number) => void;
}

export function SubjectsSection({ colours }: { colours: SuggestedProps }) {
  return (
    <Card className="work-form__card" title={<h2 className="work-form__section">Subjects and colours</h2>}>
      <Form.Item name="subjects" label="Subjects">
        <Select mode="multiple" options={SUBJECT_OPTIONS} showSearch={{ optionFilterProp: 'label' }} placeholder="Landscape, portrait…" allowClear />
      </Form.Item>
      <p id="work-colours-title" className="work-form__label">
        Colours
      </p>
      <Form.Item name="colours">
        <ColourChips labelledBy="work-colours-title" suggested={colours.suggested} onTouch={colours.onTouch} />
      </Form.Item>
    </Card>
  );
}

export function FormalSection({ formal }: { formal: SuggestedProps }) {
  return (
    <Card className="work-form__card" title={<h2 className="work-form__section">Formal qualities</h2>}>
      <p className="work-form__intro">Where the work sits between each pair of poles. Leave an axis unset when it does not apply: only the axes you set are saved.</p>
      <Form.Item name="formal">
        <FormalSliders suggested={formal.suggested} onTouch={formal.onTouch} />
      </Form.Item>
    </Card>
  );
}

export function PriceSection({ locked }: { locked: boolean }) {
  const price = useField('price');
  const discount = useField('discountPercent');
  const unique = useField('uniqueCopy') ?? true;
  const pays = price != null && discount ? discountedPrice(price, discount) : null;
  return (
    <Card className="work-form__card" title={<h2 className="work-form__section">Price and edition</h2>}>
      {locked ? <Alert className="work-form__locked" type="info" showIcon title={S.lockedPrice} /> : null}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="price" label="Price" rules={workRules.price} extra="In whole dollars.">
            <InputNumber className="work-form__number" prefix="$" min={1} max={WORK_PRICE_MAX} precision={0} disabled={locked} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="discountPercent" label="Discount" rules={workRules.discountPercent} extra={pays !== null ? `Collectors pay ${formatPrice(pays)}.` : 'Optional.'}>
            <InputNumber className="work-form__number" suffix="%" min={0} max={100} precision={0} disabled={locked} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="uniqueCopy" label="Unique copy" valuePropName="checked" extra={unique ? 'One of a kind: it can be sold once.' : 'One of an edition.'}>
        <Switch />
      </Form.Item>
      {!unique ? (
        <Form.Item name="editionSize" label="Edition size" rules={workRules.editionSize} dependencies={['uniqueCopy']}>
          <InputNumber className="work-form__number" min={2} max={EDITION_SIZE_MAX} precision={0} inputMode="numeric" />
        </Form.Item>
      ) : null}
    </Card>
  );
}

export function VideoSection() {
  return (
    <Card className="work-form__card" title={<h2 className="work-form__section">Video</h2>}>
      <Form.Item name="videoUrl" label="Video link" rules={workRules.videoUrl} extra="A video file (mp4, webm, mov) or a YouTube or Vimeo page. Optional.">
        <Input type="url" inputMode="url" placeholder="https://" />
      </Form.Item>
    </Card>
  );
}
