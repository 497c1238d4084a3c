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

/**
 * One request at a time, `requests` of them after a warm-up, or fewer when they pass
 * `maxSeconds`: each request's time from sending to the last byte of the body.
 */
export async function timeCase(base: string, item: BrowseCase, requests: number, maxSeconds: number): Promise<Timing> {
  const { query, total } = await pageQuery(base, item);
  const url = `${base}/api/artworks/browse?${query}`;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: HEADERS });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${query}: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i += 1) await once();
  const times: number[] = [];
  const started = performance.now();
  while (times.length < requests && performance.now() - started < maxSeconds * 1000) times.push(await once());
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { query, total, count: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), perSecond: times.length / elapsed };
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
  const statements = browseStatements(db, parsed);
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
