import { NOT_FOUND_TITLE, pageTitle } from '@vernissage/core/page-titles';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('gives every route of the product its own tab title', () => {
    for (const path of Object.values(paths)) {
      if (path === paths.home) continue;
      const concrete = path.replace(/:[^/]+/g, 'x');
      expect(pageTitle(concrete), path).not.toBeNull();
      expect(pageTitle(concrete), path).not.toBe(NOT_FOUND_TITLE);
    }
  });
});
