import type { Locator } from '@playwright/test';

/** How many cards of a scrolling strip show only in part (a pixel's slack): 0 when every card shown is whole. */
export async function partlyShownCards(strip: Locator, cards: string): Promise<number> {
  return strip.evaluate((element, selector) => {
    const frame = element.getBoundingClientRect();
    return [...element.querySelectorAll(selector)]
      .map((card) => card.getBoundingClientRect())
      .filter((box) => box.right > frame.left + 1 && box.left < frame.right - 1)
      .filter((box) => box.left < frame.left - 1 || box.right > frame.right + 1).length;
  }, cards);
}
