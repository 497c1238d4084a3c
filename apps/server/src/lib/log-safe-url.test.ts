import { describe, expect, it } from 'vitest';
import { logSafeUrl } from './log-safe-url.ts';

describe('logSafeUrl', () => {
  it('hides the change-role token and token-like query values, keeping the rest', () => {
    expect(logSafeUrl('/change-role/abcDEF_123-xyz')).toBe('/change-role/[redacted]');
    expect(logSafeUrl('/change-role/abc?x=1')).toBe('/change-role/[redacted]?x=1');
    expect(logSafeUrl('/api/accounts/password/reset?token=secret&a=b')).toBe('/api/accounts/password/reset?token=[redacted]&a=b');
    expect(logSafeUrl('/reset-password?mode=x&oobCode=s3cret')).toBe('/reset-password?mode=x&oobCode=[redacted]');
    expect(logSafeUrl('/api/artworks?offset=0&limit=10')).toBe('/api/artworks?offset=0&limit=10');
    // Whatever the case: the first test for a secret must not let one through.
    expect(logSafeUrl('/CHANGE-ROLE/abc?OTP=123456')).toBe('/CHANGE-ROLE/[redacted]?OTP=[redacted]');
  });
});
