const Code = require('@hapi/code');
const Lab = require('@hapi/lab');
const { slug } = require('../lib');

const { expect } = Code;
const { describe, it } = exports.lab = Lab.script();

describe('slug()', () => {
  it('lowercases', () => {
    expect(slug('Tea')).to.equal('tea');
  });

  it('collapses runs of spaces', () => {
    expect(slug('green   tea')).to.equal('green-tea');
  });
});
