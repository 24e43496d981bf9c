// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/domain/common-passwords';
import { MASK, isSecretKey, withoutSecrets } from '../../src/domain/secrets';
import { listedFileType, servedInline, servedType } from '../../src/domain/served-type';
import { maskText } from '../../src/mock-server/recorder';

// Issue 45, items 9, 11 and 12: the pure rules behind the served type of an upload, the password
// check and the traffic log's masking.

const bytes = (text: string) => new TextEncoder().encode(text);

describe('passwords in disguise (ASVS 5.0 6.2.4, 6.2.11)', () => {
  const user = ['maria.lopez@example.com', 'Maria', 'Lopez'];
  it.each([
    'Password1!',
    'password123!',
    'P@ssw0rd',
    'PASSWORD',
    '!!sunshine2024',
    'Grantwise2026!',
    'gr4ntw1se',
    'maria.lopez@example.com',
    'Maria.Lopez@Example.com',
    'Lopez1990!',
    'MariaLopez!',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password, user)).toBe(true);
  });
  it.each([
    'A-long-passphrase-1',
    's3cure-Passw0rd',
    'correct horse battery staple',
    'Tr0ub4dor&3',
  ])('accepts %s', (password) => {
    expect(isCommonPassword(password, user)).toBe(false);
  });
});

describe("the traffic log's masking (ASVS 5.0 V16.2.5)", () => {
  it.each([
    'pass',
    'auth',
    'authorization',
    'Authorization',
    'session',
    'sessionId',
    'sid',
    'jwt',
    'key',
    'apiKey',
    'signature',
    'passwords',
  ])('masks %s', (key) => {
    expect(isSecretKey(key)).toBe(true);
    expect(withoutSecrets({ [key]: 'x' })).toEqual({ [key]: MASK });
  });
  it.each(['passport', 'footprint', 'keyword', 'referralCode', 'firstName'])('shows %s', (key) => {
    expect(isSecretKey(key)).toBe(false);
  });
  it('masks a `password: x` text body and a header-like Authorization line', () => {
    expect(maskText('password: hunter2')).toBe(`password: ${MASK}`);
    expect(maskText('user: ann\nAuthorization: Bearer abc.def')).toBe(
      `user: ann\nAuthorization: ${MASK}`,
    );
    expect(maskText('pass=hunter2&user=ann')).toBe(`pass=${MASK}&user=ann`);
  });
  it('cuts a value nested deeper than any of ours instead of overflowing the stack', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(() => withoutSecrets({ deep })).not.toThrow();
  });
});

describe("an upload's served type (ASVS 5.0 V5.2.2, V3.4)", () => {
  it('serves an HTML page named invoice.pdf as a download, never as a PDF or a page', () => {
    const head = bytes('<!DOCTYPE html><script>alert(1)</script>');
    expect(servedType('invoice.pdf', head)).toBe('application/octet-stream');
    expect(servedInline(servedType('invoice.pdf', head))).toBe(false);
    expect(listedFileType('invoice.pdf', head)).toBe('bin');
  });
  it('serves what the name and content agree on, inline when the preview shows it safely', () => {
    expect(servedType('report.pdf', bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(servedInline('application/pdf')).toBe(true);
    expect(servedType('notes.txt', bytes('Board met at noon.'))).toBe('text/plain');
    expect(servedType('notes.txt', bytes('  <html><body>x'))).toBe('application/octet-stream');
    expect(servedType('page.html', bytes('<html>'))).toBe('text/html');
    expect(servedInline('text/html')).toBe(false);
    expect(servedInline('image/svg+xml')).toBe(false);
    expect(
      servedType('photo', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBe('image/png');
  });
});
