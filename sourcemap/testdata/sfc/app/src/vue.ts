import { createApp } from "vue";
import Cart from "./Cart.vue";
import { report } from "./report";

const app = createApp(Cart, { items: [{ price: 4 }, { price: undefined }] });
app.config.errorHandler = report;
app.mount("#root");
