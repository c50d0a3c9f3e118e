module.exports = class Products1764547200000 {
  async up(queryRunner) {
    await queryRunner.query(`CREATE TABLE "products" ("id" SERIAL PRIMARY KEY, "name" varchar NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_products_sku" ON "products" ("sku")`);
  }
  async down(queryRunner) {
    await queryRunner.query(`DROP TABLE "products"`);
  }
};
