import type { Canvas } from '../canvas.ts';
import type { WorkPalette } from '../palettes.ts';
import type { DemoStyle } from '../types.ts';
import { drawCityscape } from './cityscape.ts';
import { drawColourField } from './colour-field.ts';
import { drawFigure } from './figure.ts';
import { drawGeometric } from './geometric.ts';
import { drawLandscape } from './landscape.ts';
import { drawPattern } from './pattern.ts';
import { drawStillLife } from './still-life.ts';
import { drawStripes } from './stripes.ts';
import type { StyleTraits } from './types.ts';

const DRAW: Record<DemoStyle, (c: Canvas, p: WorkPalette, variant?: string) => StyleTraits> = {
  geometric: drawGeometric,
  stripes: drawStripes,
  pattern: drawPattern,
  'colour-field': drawColourField,
  landscape: drawLandscape,
  'still-life': drawStillLife,
  figure: drawFigure,
  cityscape: drawCityscape,
};

export const STYLES: readonly DemoStyle[] = Object.keys(DRAW) as DemoStyle[];

export function drawStyle(style: DemoStyle, canvas: Canvas, palette: WorkPalette, variant?: string): StyleTraits {
  return DRAW[style](canvas, palette, variant);
}
