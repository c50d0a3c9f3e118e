const { Model } = require('objection');

class Order extends Model {
  static get tableName() {
    return 'orders';
  }

  static get jsonSchema() {
    return {
      type: 'object',
      required: ['customer', 'total'],
      properties: {
        id: { type: 'integer' },
        customer: { type: 'string', minLength: 1 },
        total: { type: 'number', minimum: 0 },
      },
    };
  }
}

module.exports = { Order };
