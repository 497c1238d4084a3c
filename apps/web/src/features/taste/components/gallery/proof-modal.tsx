import type { Proof } from '@vernissage/core/schemas';
import { Modal } from 'antd';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { useProof } from '../../api/get-proof.ts';
import { ReasonLine } from '../reason-line.tsx';

const fixed = (value: number, digits = 3) => value.toFixed(digits);
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(3)}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

function ValueRows({ title, entries }: { title: string; entries: Proof['colour'] }) {
  return (
    <>
      <tr className="proof__group">
        <th colSpan={5} scope="colgroup">
          {title}
        </th>
      </tr>
      {entries.length === 0 ? (
        <tr>
          <td colSpan={5} className="muted">
            No values: the term is 0
          </td>
        </tr>
      ) : (
        entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row">{entry.name}</th>
            <td>{signed(entry.weight)}</td>
            <td>{signed(entry.crowdWeight)}</td>
            <td>
              {fixed(entry.evidence, 1)} ({percent(entry.crowdShare)})
            </td>
            <td>{signed(entry.contribution)}</td>
          </tr>
        ))
      )}
    </>
  );
}

function ProofBody({ proof }: { proof: Proof }) {
  const { terms } = proof;
  const parts = (['colour', 'content', 'material', 'formal'] as const).map((key) => signed(terms[key]));
  return (
    <div className="proof">
      <p className="proof__summary">
        <strong>{proof.title}</strong>: affinity <strong>{fixed(proof.affinity, 4)}</strong> = base {fixed(terms.base)} {parts.join(' ')} (held in 0–1), crowd lift {signed(terms.crowd)}, likeness {signed(terms.likeness)}
        <br />
        <span className="muted">
          Base · colour · content · material · formal, then the crowd&rsquo;s lift for this work ({percent(proof.liftShare)} of it kept), then its likeness to the works you rated.{' '}
          {proof.basis === 'taste'
            ? `Your weights rest on ${fixed(proof.ratings, 1)} ratings, with the crowd's as their prior.`
            : 'You have not rated yet: every weight is the crowd\'s.'}
        </span>
      </p>
      {proof.reason ? <ReasonLine className="proof__reason" line={proof.reason} work={proof.reasonWork} /> : null}
      <table className="proof__table">
        <caption className="visually-hidden">Attribute terms</caption>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Your weight</th>
            <th scope="col">Crowd&rsquo;s</th>
            <th scope="col">Evidence (crowd&rsquo;s share)</th>
            <th scope="col">Adds</th>
          </tr>
        </thead>
        <tbody>
          <ValueRows title={`Colour: ${signed(terms.colour)}`} entries={proof.colour} />
          <ValueRows title={`Content: ${signed(terms.content)}`} entries={proof.content} />
          <ValueRows title={`Material: ${signed(terms.material)}`} entries={proof.material} />
        </tbody>
      </table>
      {/* Focusable so a keyboard can scroll it where a phone is too narrow for it. */}
      <div className="proof__wide" role="region" aria-label="Formal terms" tabIndex={0}>
        <table className="proof__table">
          <caption className="proof__caption">Formal: {signed(terms.formal)}</caption>
          <thead>
            <tr>
              <th scope="col">Axis</th>
              <th scope="col">Work v</th>
              <th scope="col">Preferred r</th>
              <th scope="col">Evidence (crowd&rsquo;s share)</th>
              <th scope="col">Adds</th>
            </tr>
          </thead>
          <tbody>
            {proof.formal.map((axis) => (
              <tr key={axis.id}>
                <th scope="row">{axis.name}</th>
                <td>{fixed(axis.value)}</td>
                <td>{fixed(axis.position)}</td>
                <td>
                  {fixed(axis.denominator, 1)} ({percent(axis.crowdShare)})
                </td>
                <td>{signed(axis.match)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LikenessRows proof={proof} />
    </div>
  );
}

/** The fifth term: how close the work is to the nearest work liked and the nearest disliked. */
function LikenessRows({ proof }: { proof: Proof }) {
  const { likeness, terms } = proof;
  const near = (label: string, work: Proof['likeness']['nearestLiked']) => (
    <tr>
      <th scope="row">{label}</th>
      <td className="proof__work">{work ? work.title : 'None closer than unrelated'}</td>
      <td>{work ? fixed(work.closeness) : fixed(0)}</td>
    </tr>
  );
  return (
    <table className="proof__table">
      <caption className="proof__caption">Likeness: {signed(terms.likeness)}</caption>
      <thead>
        <tr>
          <th scope="col">Nearest</th>
          <th scope="col">Work</th>
          <th scope="col">Closeness</th>
        </tr>
      </thead>
      <tbody>
        {near('Liked', likeness.nearestLiked)}
        {near('Disliked', likeness.nearestDisliked)}
        <tr>
          <td colSpan={3} className="muted">
            Likeness {fixed(likeness.value)} = liked closeness − {likeness.disliked} × disliked closeness; it adds {likeness.weight} × {fixed(likeness.value)} ={' '}
            {signed(terms.likeness)}, and orders the best {likeness.head} works by affinity. Closeness is the mean of the colour, subject and material
            sets&rsquo; and the formal positions&rsquo; cosines.
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Proof (admins): the affinity of the work on screen, term by term, with the profile entries behind it. */
export function ProofModal({ artworkId, onClose }: { artworkId: number | null; onClose: () => void }) {
  const proof = useProof(artworkId);
  return (
    <Modal destroyOnHidden open={artworkId !== null} title="Proof" onCancel={onClose} footer={null} width={760}>
      {proof.isPending ? <PageLoader label="Loading the proof" /> : null}
      {proof.isError ? <QueryError error={proof.error} onRetry={() => void proof.refetch()} /> : null}
      {proof.data ? <ProofBody proof={proof.data} /> : null}
    </Modal>
  );
}
