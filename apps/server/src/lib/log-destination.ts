import { writeSync } from 'node:fs';
import { pino } from 'pino';

/** What pino writes its lines to. */
export interface LineSink {
  write(line: string): void;
}

/**
 * Log lines are gathered through one turn of the event loop and handed to pino's asynchronous
 * destination together. The destination measures the bytes of the text it is still holding each
 * time it is given a line (Buffer.byteLength of up to 16 KB); given each request's line, that was
 * an eighth of a cached artwork detail's CPU (README 'Speed of the server'). Given a turn's lines
 * at once, it measures once a turn.
 */
export class GatheredLines implements LineSink {
  private pending = '';
  private scheduled = false;

  constructor(private readonly out: { write(text: string): unknown; flushSync(): void }, private readonly fd: number) {}

  write(line: string): void {
    this.pending += line;
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.handOver);
  }

  private readonly handOver = (): void => {
    this.scheduled = false;
    const text = this.pending;
    this.pending = '';
    if (text) this.out.write(text);
  };

  /** At exit: what the destination holds, then the lines of the last turn, written at once. */
  flushSync(): void {
    try {
      this.out.flushSync();
    } catch {
      // A destination that cannot write now (closed, not ready) has nothing to add.
    }
    const text = this.pending;
    this.pending = '';
    if (text) writeSync(this.fd, text);
  }
}

const STDOUT = 1;
let stdout: GatheredLines | undefined;

/**
 * The process's log on standard output, written without waiting (one destination per process,
 * however many apps it builds). Lines that come while a write is under way go out together in
 * the next one; what is left is written when the process exits.
 */
export function stdoutLines(): GatheredLines {
  if (stdout) return stdout;
  // Registered before the destination's own exit flush, so the lines still gathered follow the
  // ones it holds.
  process.once('exit', () => stdout?.flushSync());
  stdout = new GatheredLines(pino.destination({ dest: STDOUT, sync: false }), STDOUT);
  return stdout;
}
