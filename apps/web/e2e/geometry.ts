import type { Locator } from '@playwright/test';

/**
 * The words of an element's text that the browser broke across lines: each text node is asked
 * for its line boxes, word by word. An address shown by components/email-text is one text node
 * per part (split after the @ and before each dot), so any answer here is a break inside a part.
 */
export async function wordsBrokenAcrossLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

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
