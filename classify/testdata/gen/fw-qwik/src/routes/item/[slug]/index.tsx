import { component$ } from '@builder.io/qwik';
import { routeLoader$ } from '@builder.io/qwik-city';
import { findItem } from '../../../items';

export const useItem = routeLoader$(({ params }) => {
  const item = findItem(params.slug);
  return { title: item.title.toUpperCase() };
});

export default component$(() => {
  const item = useItem();
  return <h1>{item.value.title}</h1>;
});
