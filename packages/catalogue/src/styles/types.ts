import type { SubjectLabel } from '@vernissage/core/lookups';
import type { Canvas } from '../canvas.ts';
import type { WorkPalette } from '../palettes.ts';

/**
 * What a style knows about the picture it just drew. Positions use the formal axes' sense:
 * 0 is the first pole (Representational, Dynamic, Human form, Symmetric, Kiki, Patterned, Single).
 */
export interface StyleTraits {
  /** A short name of the composition drawn ('mountains', 'truchet'…); titles and text use it. */
  variant: string;
  representational: number;
  depth: number;
  dynamic: number;
  human: number;
  /** Cultural signifiers axis, or null where it does not apply. */
  cultural: number | null;
  symmetric: number;
  kikiBouba: number;
  patterned: number;
  singleMultiple: number;
  subjects: SubjectLabel[];
  /** Words for titles and descriptions ('a low sun', 'three pears'). */
  motifs: string[];
}

export type DrawStyle = (canvas: Canvas, palette: WorkPalette) => StyleTraits;

export const clamp01 = (v: number): number => Math.max(0, Math.min(1, v));
