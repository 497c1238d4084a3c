import { describe, expect, it } from 'vitest';
import { placeOrderSchema, normalizeZip, type PlaceOrderInput } from './checkout.ts';
import { COMMERCE_MESSAGES as M } from './commerce.ts';

const valid: PlaceOrderInput = { name: 'Ada', email: 'ada@example.com', phone: '312 555 0100', address: '1 Main St', city: 'Chicago', zip: '60601' };
const zipMessage = (zip: unknown) => placeOrderSchema.safeParse({ ...valid, zip }).error?.issues.find((issue) => issue.path[0] === 'zip')?.message;

describe('the checkout address', () => {
  it('takes a 5-digit ZIP code or ZIP+4, stored trimmed as 60601 or 60601-1234', () => {
    expect(placeOrderSchema.parse(valid).zip).toBe('60601');
    expect(placeOrderSchema.parse({ ...valid, zip: ' 60601-1234 ' }).zip).toBe('60601-1234');
    expect(placeOrderSchema.parse({ ...valid, zip: '60601 1234' }).zip).toBe('60601-1234');
    expect(placeOrderSchema.parse({ ...valid, zip: '606011234' }).zip).toBe('60601-1234');
  });

  it('asks for a missing ZIP code and refuses one that is not a US ZIP code', () => {
    expect(zipMessage(undefined)).toBe(M.zipRequired);
    expect(zipMessage('   ')).toBe(M.zipRequired);
    for (const zip of ['6060', '606011', '60601-12', 'SW1A 1AA', 'abcde', '60601-1234-5', '６０６０１', '1'.repeat(500)]) expect(zipMessage(zip), zip).toBe(M.zipInvalid);
    expect(zipMessage(60601)).toBe(M.zipRequired);
  });

  it('normalises only what it accepts', () => {
    expect(normalizeZip('60601')).toBe('60601');
    expect(normalizeZip('6060')).toBeNull();
  });
});
