import { createApp } from "vue";
import Total from "./Total.vue";
import { report } from "./report";

const app = createApp(Total, { items: [{ price: 4 }] });
app.config.errorHandler = report;
app.mount("#root");
