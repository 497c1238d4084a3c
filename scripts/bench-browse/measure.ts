/** Timing browse requests against the running server, and the plans of the SQL each one runs. */
import { browseQuerySchema, browseResultSchema } from '@vernissage/core/schemas';
import type pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.ts';
import { browseStatements } from '../../apps/server/src/modules/discovery/repository.ts';
import type { BrowseCase } from './queries.ts';

/** What a browser sends: the server compresses the JSON as it would for a page. */
const HEADERS = { 'accept-encoding': 'br, gzip' };
const WARM_UP = 10;

export interface Timing {
  /** The query string timed, with the cursor of its page. */
  query: string;
  total: number;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

async function browse(base: string, query: string) {
  const response = await fetch(`${base}/api/artworks/browse?${query}`, { headers: HEADERS });
  if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
  return browseResultSchema.parse(await response.json());
}

/** The case's query string on its page: page 1 as written, page n with the cursor n − 1 pages give. */
async function pageQuery(base: string, item: BrowseCase): Promise<{ query: string; total: number }> {
  let query = item.query;
  let result = await browse(base, query);
  for (let page = 2; page <= (item.page ?? 1); page += 1) {
    if (!result.nextCursor) throw new Error(`${item.name}: no page ${page}`);
    query = `${item.query}&cursor=${result.nextCursor}`;
    result = await browse(base, query);
  }
  return { query, total: result.total };
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** Sends one request and reads its body: its time in ms, from sending to the last byte. */
async function timeOnce(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: HEADERS });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/**
 * One request at a time, in rounds: each round sends every case's request once, so a burst of
 * other work on the machine falls on every case alike rather than on whichever ran then. A case
 * stops after `requests`, or once its requests have taken `maxSeconds` in all.
 */
export async function timeCases(base: string, cases: BrowseCase[], requests: number, maxSeconds: number): Promise<Timing[]> {
  const runs = [];
  for (const item of cases) {
    const { query, total } = await pageQuery(base, item);
    const url = `${base}/api/artworks/browse?${query}`;
    for (let i = 0; i < WARM_UP; i += 1) await timeOnce(url);
    runs.push({ query, total, url, times: [] as number[], spent: 0 });
  }
  for (let round = 0; round < requests; round += 1) {
    for (const run of runs) {
      if (run.spent >= maxSeconds * 1000) continue;
      const time = await timeOnce(run.url);
      run.times.push(time);
      run.spent += time;
    }
  }
  return runs.map(({ query, total, times, spent }) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { query, total, count: times.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), perSecond: (times.length * 1000) / spent };
  });
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The access paths of a plan in short: each index used, each sequential scan, and sorts with their rows. */
export function planSummary(root: PlanNode): string {
  const parts: string[] = [];
  const walk = (node: PlanNode) => {
    const type = node['Node Type'];
    if (node['Index Name']) parts.push(`${type === 'Bitmap Index Scan' ? 'bitmap' : type === 'Index Only Scan' ? 'index only' : 'index'} ${node['Index Name']}`);
    else if (type === 'Seq Scan') parts.push(`seq scan ${node['Relation Name']}`);
    else if (type === 'Sort' || type === 'Incremental Sort') {
      // What a sort reads, not the few rows a top-N sort hands on.
      const input = node.Plans?.[0];
      parts.push(`sort of ${((input?.['Actual Rows'] ?? 0) * (input?.['Actual Loops'] ?? 1)).toLocaleString('en-US')} rows`);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  return [...new Set(parts)].join(', ');
}

export interface Explained {
  summary: string;
  milliseconds: number;
  text: string;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the page and total statements the route runs for `query`. */
export async function explainCase(db: Database, client: pg.Client, query: string): Promise<{ page: Explained; total: Explained }> {
  const parsed = browseQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  // For you is ranked by the taste index, not in SQL; its fallback for a visitor is Popular.
  const statements = browseStatements(db, { ...parsed, sort: parsed.sort === 'for-you' ? 'popular' : parsed.sort });
  const explain = async (statement: { toSQL: () => { sql: string; params: unknown[] } }): Promise<Explained> => {
    const { sql, params } = statement.toSQL();
    const json = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }> }>(`explain (analyze, buffers, format json) ${sql}`, params);
    const text = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
    const [plan] = json.rows[0]?.['QUERY PLAN'] ?? [];
    if (!plan) throw new Error(`no plan for ${query}`);
    return { summary: planSummary(plan.Plan), milliseconds: plan['Execution Time'], text: text.rows.map((row) => row['QUERY PLAN']).join('\n') };
  };
  return { page: await explain(statements.page), total: await explain(statements.total) };
}
