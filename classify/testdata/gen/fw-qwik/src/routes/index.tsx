import { component$ } from '@builder.io/qwik';

export default component$(() => {
  return <h1>Shop</h1>;
});
