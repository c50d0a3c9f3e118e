const { expect } = require('chai');
const { summary, fetchRates } = require('../cart');
describe('summary', function () {
  it('counts items', function () {
    expect(summary([{ price: 2 }]).count).to.equal(1);
  });
  it('sums in cents', function () {
    expect(summary([{ price: 2 }, { price: 3 }])).to.deep.equal({ count: 2, total: 500, currency: 'EUR' });
  });
  it('has a currency list', function () {
    expect(['EUR', 'USD']).to.include('GBP');
  });
});
describe('rates', function () {
  this.timeout(300);
  before(function () {
    if (!process.env.RATES_KEY) throw new Error('RATES_KEY is not set');
  });
  it('loads', async function () {
    await fetchRates();
  });
});
describe('slow', function () {
  this.timeout(200);
  it('waits for rates', async function () {
    await fetchRates();
  });
});
