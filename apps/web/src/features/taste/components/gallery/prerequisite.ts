/** What a gallery rating waits for: a taste test never taken, or one not finished (spec/01 §5 'Rating prerequisites'). */
export type Prerequisite = 'absent' | 'unfinished';

/** The prerequisite a taste-test status leaves unmet, if any. */
export function unmetPrerequisite(status: number | null): Prerequisite | null {
  if (status === null) return 'absent';
  return status === 1 ? null : 'unfinished';
}
