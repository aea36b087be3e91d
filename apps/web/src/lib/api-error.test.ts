import { describe, expect, it } from 'vitest';
import { parseError } from './api-error';

const envelope = (code: string, message: string) => ({ Status: 'fail', Error: { code, message } });

describe('parseError', () => {
  it('keeps the server’s message for the errors a person can act on', () => {
    expect(parseError(400, envelope('VALIDATION_FAILED', 'Enter a ZIP code')).message).toBe(
      'Enter a ZIP code',
    );
  });

  it('says in plain words what to do when the request was too long or too slow to arrive', () => {
    const tooLong = parseError(431, envelope('HEADERS_TOO_LARGE', 'The address or headers are too large'));
    expect(tooLong.message).toBe(
      'This request is too long for Vanbid. Choose fewer campaigns or a shorter search, then try again.',
    );
    expect(tooLong.code).toBe('HEADERS_TOO_LARGE');
    expect(parseError(414, envelope('URI_TOO_LONG', 'A part of the address is too long')).message).toBe(
      tooLong.message,
    );
    expect(parseError(408, envelope('REQUEST_TIMEOUT', 'The request took too long to arrive')).message).toBe(
      'Your connection was too slow to send this. Please try again.',
    );
    // Without the envelope (a proxy's bare answer), the status alone tells.
    expect(parseError(431, '<html>Request Header Fields Too Large</html>').message).toBe(tooLong.message);
    expect(parseError(408, '').code).toBe('REQUEST_TIMEOUT');
  });
});
