import type { RankingBasis, ReasonWork } from '@vernissage/core/schemas';
import { ReasonLine } from '../reason-line.tsx';

/** What the gallery says when no liked work explains a work (the server's reason is null). */
export const WHY_FALLBACK: Record<RankingBasis, string> = {
  crowd: 'Collectors love this work right now. Until you like or dislike works, your gallery follows the crowd.',
  taste: 'It scores well on your taste as a whole, though no single thing you liked stands out in it.',
};

/**
 * 'Why this work?' under the work on the gallery's label: the reason line AI Recommendations
 * shows (with the liked work's picture when it names one), folded away so the label stays short. A native disclosure: keyboard and screen readers
 * know it as a button that expands; it stays open from one work to the next.
 */
export function WhyThisWork({ reason, work, basis }: { reason: string | null | undefined; work?: ReasonWork | null; basis: RankingBasis }) {
  return (
    <details className="why-work">
      <summary className="why-work__summary">Why this work?</summary>
      <ReasonLine className="why-work__reason" line={reason ?? WHY_FALLBACK[basis]} work={reason ? work : null} />
    </details>
  );
}
