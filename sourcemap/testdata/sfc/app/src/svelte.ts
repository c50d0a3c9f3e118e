import { mount } from "svelte";
import Cart from "./Cart.svelte";
import { report } from "./report";

mount(Cart, {
  target: document.getElementById("root")!,
  props: { items: [{ price: 4 }, { price: undefined }], onerror: report },
});
