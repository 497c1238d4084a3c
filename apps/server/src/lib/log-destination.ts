import { pino } from 'pino';

/**
 * Log lines gathered through one turn of the event loop and written together, in one system call
 * a turn rather than one a line (pino's default), and never left in flight. pino's asynchronous
 * destination had done the gathering, but it measures the bytes of the text it is still holding
 * each time it is given a line (Buffer.byteLength of up to 16 KB): an eighth of a cached artwork
 * detail's CPU (README 'Speed of the server'); and a write it has under way when the process
 * exits is lost.
 */
export class GatheredLines {
  private pending = '';
  private scheduled = false;

  /** `out` writes what it is given before it returns (a synchronous destination). */
  constructor(private readonly out: { write(text: string): unknown }) {}

  write(line: string): void {
    this.pending += line;
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.flush);
  }

  /** Writes the lines gathered so far; at exit, the last turn's. */
  readonly flush = (): void => {
    this.scheduled = false;
    const text = this.pending;
    this.pending = '';
    if (text) this.out.write(text);
  };
}

let stdout: GatheredLines | undefined;

/** The process's log on standard output (one destination per process, however many apps it builds). */
export function stdoutLines(): GatheredLines {
  if (stdout) return stdout;
  const lines = new GatheredLines(pino.destination({ dest: 1, sync: true }));
  process.once('exit', lines.flush);
  stdout = lines;
  return lines;
}
