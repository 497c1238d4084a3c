import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GatheredLines } from './log-destination.ts';

describe('GatheredLines', () => {
  it('hands a turn of the event loop’s lines to the destination in one write, in order', async () => {
    const writes: string[] = [];
    const lines = new GatheredLines({ write: (text) => writes.push(text) });
    lines.write('a\n');
    lines.write('b\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    lines.write('c\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes every line a process logged before it exited, the last turn’s too, in order', () => {
    const module = path.join(import.meta.dirname, 'log-destination.ts');
    // A process that logs 2,000 lines and exits in the same turn: nothing may be lost.
    const script = `import { stdoutLines } from ${JSON.stringify(module)};
      const lines = stdoutLines();
      for (let i = 0; i < 1000; i += 1) lines.write('line ' + i + '\\n');
      setImmediate(() => {
        for (let i = 1000; i < 2000; i += 1) lines.write('line ' + i + '\\n');
        process.exit(0);
      });`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { encoding: 'utf8' });
    expect(out.trimEnd().split('\n')).toEqual(Array.from({ length: 2000 }, (_, i) => `line ${i}`));
  });
});
