'use strict';

const Waterline = require('waterline');
const sailsDisk = require('sails-disk');

const Customer = Waterline.Collection.extend({
  identity: 'customer',
  datastore: 'default',
  primaryKey: 'id',
  attributes: {
    id: { type: 'number', autoMigrations: { autoIncrement: true } },
    email: { type: 'string', required: true, validations: { isEmail: true } },
    name: { type: 'string' },
  },
});

module.exports = { Customer, sailsDisk };
