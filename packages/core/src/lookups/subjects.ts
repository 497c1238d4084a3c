import type { LookupOption } from './types.ts';

const SUBJECT_LABELS = [
  'Abstract Landscape', 'Aging', 'Animals', 'Architecture', 'Beauty', 'Birds', 'Body', 'Botanical',
  'Celebration', 'Childhood', 'Cityscape', 'Coastal', 'Community', 'Culture', 'Dance', 'Death',
  'Desert', 'Dreams', 'Education', 'Emotion', 'Environment', 'Faith and Spirituality', 'Family', 'Fantasy',
  'Fashion', 'Flowers', 'Food', 'Forest', 'Friendship', 'Gender', 'Geometry', 'Heritage',
  'History', 'Home', 'Humor', 'Identity', 'Industry', 'Interiors', 'Journey', 'Landscape',
  'Light', 'Love', 'Memory', 'Migration', 'Mountains', 'Music', 'Mythology', 'Nature',
  'Night', 'Nostalgia', 'Ocean', 'Pattern', 'People', 'Pets', 'Politics', 'Portrait',
  'Religion', 'Rural Life', 'Science', 'Seasons', 'Self-Portrait', 'Sky', 'Solitude', 'Sports',
  'Still Life', 'Street Life', 'Sun and Moon', 'Technology', 'Texture', 'Time', 'Transportation', 'Trees',
  'Urban', 'War and Military', 'Water', 'Weather', 'Wildlife', 'Women', 'Work and Workers', 'Youth',
] as const;

export type SubjectLabel = (typeof SUBJECT_LABELS)[number];

/** The 80 subjects of the content attribute (spec 'categories' and 'content'), ids 1–80. */
export const SUBJECTS: readonly LookupOption[] = SUBJECT_LABELS.map((label, index) => ({
  id: index + 1,
  label,
}));

export function subjectId(label: SubjectLabel): number {
  return SUBJECT_LABELS.indexOf(label) + 1;
}
