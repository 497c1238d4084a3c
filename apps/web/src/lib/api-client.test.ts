import { siteConfigSchema } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../testing/fetch-stub.ts';
import { apiRequest, ApiRequestError } from './api-client.ts';

describe('apiRequest', () => {
  it('returns data that matches the schema', async () => {
    stubFetch();
    await expect(apiRequest('/api/config', siteConfigSchema)).resolves.toMatchObject({ product: 'Vernissage' });
  });

  it('throws the server’s typed error', async () => {
    stubFetch({ 'GET /api/thing': () => json({ error: { code: 'conflict', message: 'Already on hold', fields: { id: 'taken' } } }, 409) });
    const error = await apiRequest('/api/thing', siteConfigSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: 'conflict', message: 'Already on hold', fields: { id: 'taken' } });
  });

  it('refuses an answer that breaks the contract', async () => {
    stubFetch({ 'GET /api/config': () => json({ product: 42 }) });
    await expect(apiRequest('/api/config', siteConfigSchema)).rejects.toMatchObject({ code: 'internal' });
  });

  it('turns an error page without JSON into a typed error', async () => {
    stubFetch({ 'GET /api/config': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(apiRequest('/api/config', siteConfigSchema)).rejects.toMatchObject({ status: 502, code: 'internal' });
  });
});
