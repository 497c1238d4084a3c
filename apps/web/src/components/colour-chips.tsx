import { COLOURS } from '@vernissage/core/lookups';
import './colour-chips.css';

interface ColourChipsProps {
  /** The chosen colour ids (set by Form.Item). */
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  /** Colours that came from the cover's suggestions and have not been touched since. */
  suggested?: ReadonlySet<number>;
  /** The seller changed this colour (a suggested one is then theirs). */
  onTouch?: (id: number) => void;
  labelledBy: string;
  invalid?: boolean;
  /** Smaller chips, for a narrow column such as All Artworks' filters. */
  compact?: boolean;
}

/** The 18 colours as checkable chips, each showing its colour and named by it. */
export function ColourChips({ value = [], onChange, id, suggested, onTouch, labelledBy, invalid = false, compact = false }: ColourChipsProps) {
  const chosen = new Set(value);
  const toggle = (colour: number) => {
    onTouch?.(colour);
    // Kept in the list's order, so the same choice always reads the same.
    onChange?.(COLOURS.map((c) => c.id).filter((c) => (c === colour ? !chosen.has(c) : chosen.has(c))));
  };
  return (
    <div className={compact ? 'colour-chips colour-chips--compact' : 'colour-chips'} role="group" aria-labelledby={labelledBy} id={id} data-invalid={invalid}>
      {COLOURS.map((colour) => {
        const checked = chosen.has(colour.id);
        const isSuggested = suggested?.has(colour.id) ?? false;
        return (
          <label key={colour.id} className="colour-chip" data-checked={checked}>
            <input type="checkbox" className="colour-chip__input" checked={checked} onChange={() => toggle(colour.id)} />
            <span className="colour-chip__swatch" style={{ background: colour.hex }} aria-hidden="true" />
            <span className="colour-chip__label">{colour.label}</span>
            {isSuggested ? <span className="suggested-mark">suggested</span> : null}
          </label>
        );
      })}
    </div>
  );
}
