import { FORMAL_RANGE_KEYS, type BrowseParams, type FormalRangeKey } from '@vernissage/core/browse';
import { useId, useState } from 'react';
import { ColourChips } from '../../../components/colour-chips.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMultiSelect } from '../../../components/ui/field-multi-select.tsx';
import { FieldNumber } from '../../../components/ui/field-number.tsx';
import { FieldRadioButtons } from '../../../components/ui/field-radio-buttons.tsx';
import { FieldSwitch } from '../../../components/ui/field-switch.tsx';
import { RangeSlider } from '../../../components/ui/range-slider.tsx';
import { axisOf, idsOf, LISTS, ORIENTATIONS, RANGES, rangeOf } from './browse-labels.ts';

interface BrowseFiltersProps {
  params: BrowseParams;
  onChange: (next: BrowseParams) => void;
}

const AXIS_STEP = 0.05;

/** One range (price, width, height): two numbers applied together once both make sense. */
function RangeInputs({ range, params, onChange }: BrowseFiltersProps & { range: (typeof RANGES)[number] }) {
  const id = useId();
  const numberOf = (text: string | undefined) => (text === undefined ? null : Number(text));
  const [min, setMin] = useState<number | null>(numberOf(params[range.min]));
  const [max, setMax] = useState<number | null>(numberOf(params[range.max]));
  // A chip removed, the back button or a link sets the fields anew (they keep focus meanwhile).
  const inForce = `${params[range.min]};${params[range.max]}`;
  const [shown, setShown] = useState(inForce);
  if (inForce !== shown) {
    setShown(inForce);
    setMin(numberOf(params[range.min]));
    setMax(numberOf(params[range.max]));
  }
  const reversed = min !== null && max !== null && min > max;
  const apply = () => {
    if (reversed) return;
    const next = { [range.min]: min === null ? undefined : String(min), [range.max]: max === null ? undefined : String(max) };
    if (next[range.min] !== params[range.min] || next[range.max] !== params[range.max]) onChange(next);
  };
  const label = range.unit === '$' ? `${range.name} ($)` : `${range.name} (${range.unit})`;
  return (
    <fieldset className="browse-filters__group">
      <legend className="browse-filters__legend">{label}</legend>
      <div className="browse-filters__range">
        <FieldNumber
          aria-label={`Lowest ${range.name.toLowerCase()}`}
          placeholder="Min"
          min={0}
          precision={range.unit === '$' ? 0 : 1}
          value={min}
          onChange={setMin}
          onBlur={apply}
          onPressEnter={apply}
          status={reversed ? 'error' : undefined}
          aria-describedby={reversed ? `${id}-error` : undefined}
        />
        <span aria-hidden="true">–</span>
        <FieldNumber
          aria-label={`Highest ${range.name.toLowerCase()}`}
          placeholder="Max"
          min={0}
          precision={range.unit === '$' ? 0 : 1}
          value={max}
          onChange={setMax}
          onBlur={apply}
          onPressEnter={apply}
          status={reversed ? 'error' : undefined}
          aria-describedby={reversed ? `${id}-error` : undefined}
        />
      </div>
      {reversed ? (
        <p className="browse-filters__error" id={`${id}-error`} role="alert">
          The lowest {range.name.toLowerCase()} is above the highest
        </p>
      ) : null}
    </fieldset>
  );
}

/** A formal axis as a two-handled range between its poles; the whole axis is no filter. */
function AxisRange({ axisKey, params, onChange }: BrowseFiltersProps & { axisKey: FormalRangeKey }) {
  const axis = axisOf(axisKey);
  const [value, setValue] = useState<[number, number]>(rangeOf(params[axisKey]));
  const [shown, setShown] = useState(params[axisKey]);
  if (params[axisKey] !== shown) {
    setShown(params[axisKey]);
    setValue(rangeOf(params[axisKey]));
  }
  const name = `${axis.poles[0]} to ${axis.poles[1]}`;
  return (
    <div className="browse-axis">
      <div className="browse-axis__poles" aria-hidden="true">
        <span>{axis.poles[0]}</span>
        <span>{axis.poles[1]}</span>
      </div>
      <RangeSlider
        min={0}
        max={1}
        step={AXIS_STEP}
        value={value}
        onChange={setValue}
        onChangeComplete={([low, high]) => onChange({ [axisKey]: low <= 0 && high >= 1 ? undefined : `${low}-${high}` })}
        format={(n) => n.toFixed(2)}
        labels={[`${name}, lowest`, `${name}, highest`]}
      />
    </div>
  );
}

/**
 * Everything All Artworks filters by. Each change applies at once (a range when its field is
 * left or Enter is pressed) and is kept in the address. Drawn with plain controls (the ui kit's
 * fields and ranges), as the panel shows beside the grid on a visitor's first page, which loads
 * no Ant Design (decision record 037).
 */
export function BrowseFilters({ params, onChange }: BrowseFiltersProps) {
  const id = useId();
  const [showAxes, setShowAxes] = useState(FORMAL_RANGE_KEYS.some((key) => params[key]));
  return (
    <div className="browse-filters">
      {RANGES.map((range) => (
        <RangeInputs key={range.min} range={range} params={params} onChange={onChange} />
      ))}
      <fieldset className="browse-filters__group">
        <legend className="browse-filters__legend">Orientation</legend>
        <FieldRadioButtons
          size="small"
          value={params.orientation ?? ''}
          onChange={(value) => onChange({ orientation: value || undefined })}
          options={[{ value: '', label: 'Any' }, ...ORIENTATIONS]}
        />
      </fieldset>
      <fieldset className="browse-filters__group">
        <legend className="browse-filters__legend" id={`${id}-colours`}>
          Colours
        </legend>
        <ColourChips
          compact
          labelledBy={`${id}-colours`}
          value={idsOf(params.colours)}
          onChange={(ids) => onChange({ colours: ids.length ? ids.join(',') : undefined })}
        />
      </fieldset>
      {LISTS.filter((list) => list.key !== 'colours').map((list) => (
        <div className="browse-filters__group" key={list.key}>
          <label className="browse-filters__legend" id={`${id}-${list.key}-label`} htmlFor={`${id}-${list.key}`}>
            {list.name}
          </label>
          <FieldMultiSelect
            id={`${id}-${list.key}`}
            labelledBy={`${id}-${list.key}-label`}
            placeholder={`Any ${list.name.toLowerCase().replace(/s$/, '')}`}
            noun={list.name.toLowerCase()}
            value={idsOf(params[list.key])}
            onChange={(ids) => onChange({ [list.key]: ids.length ? ids.join(',') : undefined })}
            options={list.options.map((option) => ({ value: option.id, label: option.label }))}
          />
        </div>
      ))}
      <fieldset className="browse-filters__group">
        <legend className="browse-filters__legend">Frame</legend>
        <FieldRadioButtons
          size="small"
          value={params.framed ?? ''}
          onChange={(value) => onChange({ framed: value || undefined })}
          options={[
            { value: '', label: 'Any' },
            { value: 'true', label: 'Framed' },
            { value: 'false', label: 'Unframed' },
          ]}
        />
      </fieldset>
      <div className="browse-filters__group browse-filters__switch">
        <FieldSwitch
          id={`${id}-available`}
          size="small"
          checked={params.available === 'false'}
          onChange={(checked) => onChange({ available: checked ? 'false' : undefined })}
        />
        <label htmlFor={`${id}-available`}>Show sold and on-hold works</label>
      </div>
      <section className="browse-filters__group" aria-labelledby={`${id}-axes`}>
        <h2 className="browse-filters__legend" id={`${id}-axes`}>
          Formal qualities
        </h2>
        <p className="browse-filters__hint">How a work looks, between two poles, as our taste engine reads it.</p>
        {showAxes ? (
          FORMAL_RANGE_KEYS.map((key) => <AxisRange key={key} axisKey={key} params={params} onChange={onChange} />)
        ) : (
          <Button size="small" onClick={() => setShowAxes(true)}>
            Show the 14 qualities
          </Button>
        )}
      </section>
    </div>
  );
}
