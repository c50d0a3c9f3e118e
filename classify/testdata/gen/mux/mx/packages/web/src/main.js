import { cart } from "./Cart";

document.querySelector("#app").textContent = cart();
