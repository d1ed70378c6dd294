import { describe, expect, it } from 'vitest';
import { getReturnPath } from './return-path';

describe('getReturnPath', () => {
  it('returns to the protected page the visitor asked for', () => {
    expect(getReturnPath({ pathname: '/dashboard/videos', search: '?q=a', hash: '#x' })).toBe('/dashboard/videos?q=a#x');
  });

  it('falls back to the overview for anything else', () => {
    expect(getReturnPath(undefined)).toBe('/dashboard');
    expect(getReturnPath({ pathname: '//evil.example' })).toBe('/dashboard');
    expect(getReturnPath({ pathname: '/login' })).toBe('/dashboard');
    expect(getReturnPath({ pathname: 42 })).toBe('/dashboard');
  });
});
