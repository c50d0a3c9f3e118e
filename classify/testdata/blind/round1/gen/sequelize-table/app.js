const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL);

const Order = sequelize.define('Order', {
  total: { type: DataTypes.INTEGER, allowNull: false },
});

async function main() {
  await sequelize.authenticate();
  const orders = await Order.findAll({ where: { total: 10 } });
  console.log('orders:', orders.length);
  await sequelize.close();
}

main();
