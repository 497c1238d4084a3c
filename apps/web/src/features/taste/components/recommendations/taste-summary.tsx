import type { TasteAxis, TasteValue } from '@vernissage/core/schemas';

/** How strongly a value is liked, 0–100: preference runs from 0.5 (untested) to 1. */
const strength = (preference: number) => Math.round(Math.max(0, Math.min(1, (preference - 0.5) * 2)) * 100);

export function FavouriteList({ title, values, empty }: { title: string; values: TasteValue[]; empty: string }) {
  return (
    <section className="taste-card" aria-labelledby={`taste-${title}`}>
      <h3 id={`taste-${title}`} className="taste-card__title">
        {title}
      </h3>
      {values.length === 0 ? <p className="muted">{empty}</p> : null}
      <ul className="favourites">
        {values.map((value) => (
          <li key={value.id} className="favourite">
            {value.hex ? <span className="favourite__swatch" style={{ background: value.hex }} aria-hidden="true" /> : null}
            <span className="favourite__name">{value.name}</span>
            <span className="favourite__bar" aria-hidden="true">
              <span style={{ width: `${Math.max(6, strength(value.preference))}%` }} />
            </span>
            <span className="visually-hidden">{`, liked ${strength(value.preference)}%`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where the collector sits between the two poles of each formal axis: a marker on a track. */
export function FormalChart({ axes }: { axes: TasteAxis[] }) {
  return (
    <ul className="formal-chart" aria-label="Your position on each formal axis">
      {axes.map((axis) => {
        const rated = axis.denominator > 0;
        const percent = Math.round(axis.position * 100);
        const lean = !rated ? 'not rated yet' : percent === 50 ? 'in the middle' : `${percent < 50 ? 100 - percent : percent}% towards ${percent < 50 ? axis.poles[0] : axis.poles[1]}`;
        return (
          <li key={axis.id} className={rated ? 'formal-row' : 'formal-row formal-row--unrated'}>
            <span className="formal-row__pole formal-row__pole--first">{axis.poles[0]}</span>
            <span className="formal-row__track" aria-hidden="true">
              <span className="formal-row__middle" />
              {rated ? <span className="formal-row__marker" style={{ left: `${percent}%` }} /> : null}
            </span>
            <span className="formal-row__pole formal-row__pole--second">{axis.poles[1]}</span>
            <span className="visually-hidden">{`${axis.name}: ${lean}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
