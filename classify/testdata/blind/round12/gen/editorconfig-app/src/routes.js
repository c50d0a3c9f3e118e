export const routes = [
  { path: "/", view: "home" },   
  { path: "/cart", view: "cart" },
];