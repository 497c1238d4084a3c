import type { LookupOption } from './types.ts';

export interface Colour extends LookupOption {
  /** A representative sRGB value, used to draw swatches and to map image palettes onto the list. */
  hex: string;
}

/** The 18 colours of the colour attribute, ids 1–18, from Black through Pink. */
export const COLOURS: readonly Colour[] = [
  { id: 1, label: 'Black', hex: '#111111' },
  { id: 2, label: 'White', hex: '#f7f5f0' },
  { id: 3, label: 'Grey', hex: '#8a8a8a' },
  { id: 4, label: 'Silver', hex: '#c4c7cc' },
  { id: 5, label: 'Brown', hex: '#7a4a26' },
  { id: 6, label: 'Beige', hex: '#d9c7a3' },
  { id: 7, label: 'Red', hex: '#c8262d' },
  { id: 8, label: 'Orange', hex: '#ee7d22' },
  { id: 9, label: 'Yellow', hex: '#f3cf2f' },
  { id: 10, label: 'Gold', hex: '#c9a13b' },
  { id: 11, label: 'Green', hex: '#3c8a3f' },
  { id: 12, label: 'Teal', hex: '#1f7f7a' },
  { id: 13, label: 'Turquoise', hex: '#3cc3c0' },
  { id: 14, label: 'Blue', hex: '#2f5fd0' },
  { id: 15, label: 'Navy', hex: '#1b2a5c' },
  { id: 16, label: 'Purple', hex: '#6a3d9a' },
  { id: 17, label: 'Magenta', hex: '#c2307e' },
  { id: 18, label: 'Pink', hex: '#f2a3bd' },
];
