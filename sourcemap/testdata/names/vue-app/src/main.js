import { createApp } from "vue";
import Cart from "./Cart.vue";

function report(err) {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = err instanceof Error ? String(err.stack) : String(err);
  document.body.appendChild(pre);
  console.log("STACK " + pre.textContent);
}

const app = createApp(Cart);
app.config.errorHandler = report;
app.mount("#app");
