import { useLoaderData } from '@remix-run/react';
import { findItem } from '../items.js';

export function loader({ params }) {
  const item = findItem(params.slug);
  return { title: item.title.toUpperCase() };
}

export default function Item() {
  const { title } = useLoaderData();
  return <h1>{title}</h1>;
}
