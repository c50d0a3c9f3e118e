require("reflect-metadata");
const { Module, Controller, Get, Logger } = require("@nestjs/common");
const { NestFactory } = require("@nestjs/core");

class CartController {
  total() { const cart = null; return cart.items.length; }
  ok() { new Logger("Cart").warn("inventory cache cold"); return "ok"; }
}
Controller("cart")(CartController);
Get("total")(CartController.prototype, "total", Object.getOwnPropertyDescriptor(CartController.prototype, "total"));
Get("ok")(CartController.prototype, "ok", Object.getOwnPropertyDescriptor(CartController.prototype, "ok"));
class AppModule {}
Module({ controllers: [CartController] })(AppModule);

(async () => {
  const app = await NestFactory.create(AppModule);
  await app.listen(18466);
  new Logger("Bootstrap").log("listening on 18466");
})();
