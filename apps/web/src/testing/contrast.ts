/** WCAG contrast of an element's own text colour on its own background colour (inline or computed). */
export function contrastOf(element: Element): number {
  const style = window.getComputedStyle(element);
  return contrastRatio(style.color, style.backgroundColor);
}

function channels(colour: string): [number, number, number] {
  const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour.trim());
  if (!match) throw new Error(`not an rgb() colour: '${colour}'`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two rgb() colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
