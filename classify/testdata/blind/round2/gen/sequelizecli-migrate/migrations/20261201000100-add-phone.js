'use strict';
module.exports = {
  async up(queryInterface, Sequelize) {
    await queryInterface.addColumn('Customers', 'phone', Sequelize.STRING);
  },
  async down(queryInterface) { await queryInterface.removeColumn('Customers', 'phone'); },
};
