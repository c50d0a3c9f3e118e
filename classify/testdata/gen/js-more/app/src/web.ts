import { mount } from "./mount";

export const app = mount("#root", {
  routes: ["/", "/cart"],
