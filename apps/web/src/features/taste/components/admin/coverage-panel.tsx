import { COLOURS, FORMAL_CATEGORIES, MEDIUMS, SUBJECTS, SURFACES } from '@vernissage/core/lookups';
import type { QuizCoverageData } from '@vernissage/core/schemas';
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

const SUBJECT = new Map(SUBJECTS.map((s) => [s.id, s.label]));
const MATERIAL = new Map<string, string>([...MEDIUMS.map((m) => [`medium:${m.id}`, m.label] as const), ...SURFACES.map((s) => [`surface:${s.id}`, s.label] as const)]);

function Missing({ names, what }: { names: string[]; what: string }) {
  if (names.length === 0) return <p className="coverage__ok">Every {what} is covered.</p>;
  return (
    <details className="coverage__missing">
      <summary>
        Missing {names.length} {what === 'subject' ? 'subjects' : `${what}s`}
      </summary>
      <p>{names.join(', ')}</p>
    </details>
  );
}

function Pole({ reached, name }: { reached: boolean; name: string }) {
  return (
    <td className={reached ? 'coverage__pole coverage__pole--yes' : 'coverage__pole coverage__pole--no'}>
      {reached ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />} {name}
      <span className="visually-hidden">{reached ? ': present' : ': missing'}</span>
    </td>
  );
}

interface CoveragePanelProps {
  coverage: QuizCoverageData;
  /** The panel's heading, e.g. 'Pool coverage'. */
  title: string;
  /** What is covered, for the lists' names: 'the pool', 'Ada’s answers'. */
  of: string;
  /** Unique per page: the panel's heading id. */
  id: string;
  children?: ReactNode;
}

/** How well a set of works covers colours, subjects, materials and the two poles of each formal axis. */
export function CoveragePanel({ coverage, title, of, id, children }: CoveragePanelProps) {
  const covered = new Set(coverage.colours.covered);
  const bothPoles = coverage.formal.filter((axis) => axis.first && axis.second).length;
  return (
    <section className="coverage" aria-labelledby={id}>
      <h2 id={id} className="coverage__title">
        {title}
      </h2>
      {children}
      <div className="coverage__grid">
        <div className="coverage__block">
          <h3>
            Colours <span className="coverage__count">{coverage.colours.covered.length} of {COLOURS.length}</span>
          </h3>
          <ul className="coverage__swatches" aria-label={`Colours in ${of}`}>
            {COLOURS.map((colour) => (
              <li key={colour.id} className={covered.has(colour.id) ? 'swatch swatch--covered' : 'swatch swatch--missing'} title={colour.label}>
                <span className="swatch__dot" style={{ background: colour.hex }} aria-hidden="true" />
                <span className="visually-hidden">{`${colour.label}: ${covered.has(colour.id) ? 'covered' : 'missing'}`}</span>
              </li>
            ))}
          </ul>
          {coverage.colours.missing.length ? (
            <p className="coverage__warn">Missing: {coverage.colours.missing.map((id) => COLOURS.find((c) => c.id === id)?.label).join(', ')}</p>
          ) : (
            <p className="coverage__ok">Every colour is covered.</p>
          )}
        </div>
        <div className="coverage__block">
          <h3>
            Subjects <span className="coverage__count">{coverage.subjects.covered.length} of {SUBJECTS.length}</span>
          </h3>
          <Missing names={coverage.subjects.missing.map((id) => SUBJECT.get(id) ?? String(id))} what="subject" />
          <h3>
            Materials <span className="coverage__count">{coverage.materials.covered.length} of {MEDIUMS.length + SURFACES.length}</span>
          </h3>
          <Missing names={coverage.materials.missing.map((key) => MATERIAL.get(key) ?? key)} what="material" />
        </div>
      </div>
      <h3>
        Formal axes <span className="coverage__count">both poles on {bothPoles} of {FORMAL_CATEGORIES.length}</span>
      </h3>
      <table className="coverage__axes">
        <caption className="visually-hidden">Poles of each formal axis in {of}</caption>
        <thead>
          <tr>
            <th scope="col">Axis</th>
            <th scope="col">First pole</th>
            <th scope="col">Second pole</th>
          </tr>
        </thead>
        <tbody>
          {coverage.formal.map((axis) => (
            <tr key={axis.id}>
              <th scope="row">{axis.name}</th>
              <Pole reached={axis.first} name={axis.poles[0]} />
              <Pole reached={axis.second} name={axis.poles[1]} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
