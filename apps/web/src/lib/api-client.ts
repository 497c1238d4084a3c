import type { ErrorCode, ErrorReason } from '@vernissage/core/schemas';
import { env } from '../config/env.ts';

/** A failed API call, carrying the server's typed error (or a client-side stand-in). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Which rule refused, for the refusals a page reacts to (never branch on the message). */
  readonly reason: ErrorReason | undefined;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>, reason?: ErrorReason) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.reason = reason;
  }
}

/** Whether the API refused for this reason. */
export function hasReason(error: unknown, reason: ErrorReason): boolean {
  return error instanceof ApiRequestError && error.reason === reason;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';
const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'too_many_requests';
  if (status === 503) return 'unavailable';
  return 'internal';
}

/**
 * What an answer is checked against: a core zod schema (its safeParse), or `typed` below. Both
 * give the page the contract's type.
 */
export interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An answer taken as its contract's type without zod's runtime in the page: for the reads of the
 * pages a visitor lands on (the session, the settings, the snippets, the home marquee…), so a
 * first visit does not download zod (26 KB gzip). The server writes every answer through a
 * serializer compiled from the same zod contract (apps/server lib/serializer.ts), which sends
 * only the contract's fields in the contract's types; the page checks that the answer has the
 * contract's form (an object, or null or nothing where the contract allows). Decision record 037.
 */
export function typed<T>(form: 'object' | 'object or null' | 'empty' = 'object'): Contract<T> {
  const fits = (value: unknown) => (form === 'empty' ? value === undefined : isRecord(value) || (form === 'object or null' && value === null));
  return { safeParse: (value) => (fits(value) ? { success: true, data: value as T } : { success: false }) };
}

/** The API's error shape, `{ error: { code, message, reason?, fields? } }`, read without zod. */
function readApiError(json: unknown): { code: ErrorCode; message: string; fields?: Record<string, string>; reason?: ErrorReason } | null {
  const error = isRecord(json) ? json.error : undefined;
  if (!isRecord(error) || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  const fields = isRecord(error.fields) && Object.values(error.fields).every((value) => typeof value === 'string') ? (error.fields as Record<string, string>) : undefined;
  const reason = typeof error.reason === 'string' ? (error.reason as ErrorReason) : undefined;
  return { code: error.code as ErrorCode, message: error.message, ...(fields ? { fields } : {}), ...(reason ? { reason } : {}) };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * Calls the API and checks the answer against its contract (the shared schema, or `typed` on a
 * visitor's first pages), so a page never renders data the contract does not promise. Failures
 * become ApiRequestError with the server's message.
 */
export async function apiRequest<T>(path: string, contract: Contract<T>, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // FormData (uploads) sets its own multipart content type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${env.VITE_API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'unavailable', NETWORK_MESSAGE);
  }

  const json = await readJson(response);
  if (!response.ok) {
    const error = readApiError(json);
    if (error) throw new ApiRequestError(response.status, error.code, error.message, error.fields, error.reason);
    throw new ApiRequestError(response.status, codeForStatus(response.status), UNEXPECTED_MESSAGE);
  }

  const parsed = contract.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'internal', UNEXPECTED_MESSAGE);
  }
  return parsed.data;
}

/** A refusal's messages for the fields a form has, as [name, message] pairs. */
export function refusedFields(error: unknown, fieldNames: readonly string[]): Array<[string, string]> {
  return error instanceof ApiRequestError && error.fields ? Object.entries(error.fields).filter(([name]) => fieldNames.includes(name)) : [];
}

/** The message to show a person for any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return UNEXPECTED_MESSAGE;
}
