import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useId, useState } from 'react';
import './field-multi-select.css';

interface MultiSelectOption {
  value: number;
  label: string;
}

interface FieldMultiSelectProps {
  /** The control's id, for a <label htmlFor> that names it. */
  id?: string;
  /** The id of the element naming the list (its label): the button and the list are named by it. */
  labelledBy: string;
  options: readonly MultiSelectOption[];
  value: readonly number[];
  /** The chosen values, in the options' order. */
  onChange: (value: number[]) => void;
  /** What the button says while nothing is chosen ("Any subject"). */
  placeholder: string;
  /** The plural the search box and its messages use ("subjects"). */
  noun: string;
  className?: string;
}

/** Options a list this long or longer gets a search box for. */
const SEARCH_FROM = 8;

/**
 * Ant Design's multiple select in the product's theme, for pages that load no Ant Design: a
 * button that shows what is chosen and opens, below it, a list of checkboxes with a search box.
 * Every part is a native control (Tab and Space reach and tick each option; a screen reader
 * hears "checkbox, checked"); Escape closes the list and gives the focus back to the button.
 * The list opens in the page's flow, so a scrolling column never clips it.
 */
export function FieldMultiSelect({ id, labelledBy, options, value, onChange, placeholder, noun, className }: FieldMultiSelectProps) {
  const own = useId();
  const buttonId = id ?? `${own}-button`;
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const chosen = new Set(value);
  const picked = options.filter((option) => chosen.has(option.value));
  const words = search.trim().toLowerCase();
  const shown = words ? options.filter((option) => option.label.toLowerCase().includes(words)) : options;
  const toggle = (option: number) => onChange(options.map((o) => o.value).filter((v) => (v === option ? !chosen.has(v) : chosen.has(v))));
  const close = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };
  const classes = ['field-multi-select', open ? 'field-multi-select--open' : null, className].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <button
        type="button"
        id={buttonId}
        className="field-multi-select__button"
        aria-expanded={open}
        aria-controls={`${own}-panel`}
        aria-labelledby={`${labelledBy} ${own}-summary`}
        onClick={() => setOpen(!open)}
      >
        <span id={`${own}-summary`} className={picked.length ? 'field-multi-select__summary' : 'field-multi-select__summary field-multi-select__summary--empty'}>
          {picked.length ? picked.map((option) => option.label).join(', ') : placeholder}
        </span>
        {picked.length > 1 ? <span className="field-multi-select__count">{picked.length}</span> : null}
        <DownOutlined className="field-multi-select__arrow" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={`${own}-panel`}
          className="field-multi-select__panel"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
          }}
        >
          {options.length >= SEARCH_FROM ? (
            <input
              type="search"
              className="field-multi-select__search"
              aria-label={`Search ${noun}`}
              placeholder={`Search ${noun}`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          ) : null}
          <div className="field-multi-select__options" role="group" aria-labelledby={labelledBy}>
            {shown.map((option) => (
              <label key={option.value} className="field-multi-select__option">
                <input type="checkbox" checked={chosen.has(option.value)} onChange={() => toggle(option.value)} />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
          <p className="field-multi-select__none" role="status">
            {shown.length ? null : `No ${noun} match “${search.trim()}”`}
          </p>
          <div className="field-multi-select__foot">
            {picked.length ? (
              <button type="button" className="field-multi-select__clear" aria-label={`Clear ${noun}`} onClick={() => onChange([])}>
                <CloseOutlined aria-hidden="true" /> Clear
              </button>
            ) : (
              <span />
            )}
            <button type="button" className="field-multi-select__done" onClick={close}>
              Done
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
