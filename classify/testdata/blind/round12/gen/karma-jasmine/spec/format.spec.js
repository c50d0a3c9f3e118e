describe('formatPrice', function () {
  it('formats dollars', function () {
    expect(formatPrice(1250, 'USD')).toBe('$12.50');
  });

  it('formats euros with a comma', function () {
    expect(formatPrice(1250, 'EUR')).toBe('12,50 €');
  });
});

describe('initials', function () {
  it('takes the first letter of each name', function () {
    expect(initials('Ada Lovelace')).toBe('AL');
  });

  it('handles a missing name', function () {
    expect(initials(undefined)).toBe('');
  });
});
