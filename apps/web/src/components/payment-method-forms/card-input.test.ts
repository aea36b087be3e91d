import { describe, expect, it } from 'vitest';
import { describeCardNumber, formatCardNumber, isExpiryInFuture } from './card-input';

describe('card number input', () => {
  it('shows the brand as typed and checks Luhn', () => {
    expect(describeCardNumber('4242').brand).toBe('Visa');
    expect(describeCardNumber('4242 4242 4242 4242')).toMatchObject({
      brand: 'Visa',
      isValid: true,
      cvvSize: 3,
    });
    expect(describeCardNumber('4242 4242 4242 4241').isValid).toBe(false);
    expect(describeCardNumber('3782 822463 10005')).toMatchObject({
      brand: 'American Express',
      cvvSize: 4,
      isValid: true,
    });
  });

  it('spaces the number the brand’s way and cuts extra digits', () => {
    expect(formatCardNumber('4242424242424242999999')).toBe('4242 4242 4242 4242999');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242-42ab42')).toBe('4242 4242');
  });

  it('treats a card as good through the end of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(isExpiryInFuture(11, 2026, now)).toBe(true);
    expect(isExpiryInFuture(10, 2026, now)).toBe(false);
    expect(isExpiryInFuture(1, 2027, now)).toBe(true);
  });
});
