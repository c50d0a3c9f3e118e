import { createApp } from "vue";
import App from "./App.vue";

function report(err) {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = String(err.stack);
  document.body.appendChild(pre); console.log("STACK " + pre.textContent); // same line: keeps the line numbers
}

const app = createApp(App);
app.config.errorHandler = (err) => report(err);
app.mount("#app");
