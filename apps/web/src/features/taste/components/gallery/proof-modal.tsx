import type { Proof } from '@vernissage/core/schemas';
import { Modal } from 'antd';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { useProof } from '../../api/get-proof.ts';

const fixed = (value: number, digits = 3) => (value >= 1e12 ? '∞' : value.toFixed(digits));

function ValueRows({ title, entries }: { title: string; entries: Proof['colour'] }) {
  return (
    <>
      <tr className="proof__group">
        <th colSpan={3} scope="colgroup">
          {title}
        </th>
      </tr>
      {entries.length === 0 ? (
        <tr>
          <td colSpan={3} className="muted">
            No values: the term is 0.5
          </td>
        </tr>
      ) : (
        entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row">{entry.name}</th>
            <td>{fixed(entry.score)}</td>
            <td>{fixed(entry.preference)}</td>
          </tr>
        ))
      )}
    </>
  );
}

function ProofBody({ proof }: { proof: Proof }) {
  const { terms, weights, divisor } = proof;
  const parts = (['colour', 'content', 'material', 'formal'] as const).map((key) => `${weights[key]}·${fixed(terms[key])}`);
  return (
    <div className="proof">
      <p className="proof__summary">
        <strong>{proof.title}</strong>: affinity <strong>{fixed(proof.affinity, 4)}</strong> = ({parts.join(' + ')}) / {divisor}
        <br />
        <span className="muted">
          Colour · content · material · formal, ranked by {proof.basis === 'taste' ? 'your own profile' : 'the crowd profile (you have not rated yet)'}.
        </span>
      </p>
      {proof.reason ? <p className="proof__reason">{proof.reason}</p> : null}
      <table className="proof__table">
        <caption className="visually-hidden">Categorical terms</caption>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Score s</th>
            <th scope="col">Preference p(s)</th>
          </tr>
        </thead>
        <tbody>
          <ValueRows title={`Colour: ${fixed(terms.colour)}`} entries={proof.colour} />
          <ValueRows title={`Content: ${fixed(terms.content)}`} entries={proof.content} />
          <ValueRows title={`Material: ${fixed(terms.material)}`} entries={proof.material} />
        </tbody>
      </table>
      <table className="proof__table">
        <caption className="proof__caption">Formal: {fixed(terms.formal)}</caption>
        <thead>
          <tr>
            <th scope="col">Axis</th>
            <th scope="col">Work v</th>
            <th scope="col">Profile r (n)</th>
            <th scope="col">1 − |r − v|</th>
          </tr>
        </thead>
        <tbody>
          {proof.formal.map((axis) => (
            <tr key={axis.id}>
              <th scope="row">{axis.name}</th>
              <td>{fixed(axis.value)}</td>
              <td>
                {fixed(axis.position)} ({axis.denominator})
              </td>
              <td>{fixed(axis.match)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
