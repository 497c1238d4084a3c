import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The module boundaries of decision record 009 are held by the lint config; these cases show it
// refuses what it must and lets the public paths through.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, 'apps/server/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the server’s module boundaries (npm run lint)', () => {
  it('refuses an import of another module’s inner file, and allows its index.ts', async () => {
    const inner = await boundaryErrors('modules/orders/probe.ts', "import { loadWorks } from '../taste/repository.ts';\nexport const probe = loadWorks;\n");
    expect(inner).toEqual([expect.stringContaining("a module's inner files are private: import modules/taste/index.ts")]);
    expect(await boundaryErrors('modules/orders/probe.ts', "import { tastePlugin } from '../taste/index.ts';\nexport const probe = tastePlugin;\n")).toEqual([]);
    expect(await boundaryErrors('modules/taste/probe.ts', "import { loadWorks } from './repository.ts';\nexport const probe = loadWorks;\n")).toEqual([]);
  });

  it('refuses a plugin, lib or config importing a module, and lib importing a plugin', async () => {
    const plugin = await boundaryErrors('plugins/probe.ts', "import { tastePlugin } from '../modules/taste/index.ts';\nexport const probe = tastePlugin;\n");
    expect(plugin).toEqual([expect.stringContaining('plugins, lib, config and db sit below the modules')]);
    expect(await boundaryErrors('lib/probe.ts', "import { cartRoutes } from '../modules/cart/index.ts';\nexport const probe = cartRoutes;\n")).toHaveLength(1);
    expect(await boundaryErrors('config/probe.ts', "import { orderRoutes } from '../modules/orders/routes.ts';\nexport const probe = orderRoutes;\n")).not.toHaveLength(0);
    const lib = await boundaryErrors('lib/probe.ts', "import { storagePlugin } from '../plugins/storage.ts';\nexport const probe = storagePlugin;\n");
    expect(lib).toEqual([expect.stringContaining('lib holds plain helpers')]);
  });
});

describe('how core’s schemas read numbers (npm run lint)', () => {
  it('refuses z.coerce in a schema: query numbers go through query-numbers.ts (decision record 034)', async () => {
    const lint = async (source: string) => {
      const [result] = await eslint.lintText(source, { filePath: path.join(root, 'packages/core/src/schemas/probe.ts') });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
    };
    expect(await lint("import { z } from 'zod';\nexport const probe = z.object({ limit: z.coerce.number() });\n")).toEqual([expect.stringContaining('use queryWhole')]);
    expect(await lint("import { queryWholeOr } from './query-numbers.ts';\nexport const probe = queryWholeOr(1, 60, 24);\n")).toEqual([]);
  });
});
