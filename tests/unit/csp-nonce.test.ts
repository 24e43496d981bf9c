import { describe, expect, it, vi } from 'vitest';
import { styleNonce } from '../../src/app/csp-nonce';

describe('the style nonce', () => {
  it('is read from the page once, then remembered (Mantine asks for it in every styled component)', () => {
    expect(styleNonce()).toBe('');
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'n0nce';
    document.head.append(meta);
    const query = vi.spyOn(document, 'querySelector');
    expect(styleNonce()).toBe('n0nce');
    expect(styleNonce()).toBe('n0nce');
    expect(query).toHaveBeenCalledTimes(1);
  });
});
