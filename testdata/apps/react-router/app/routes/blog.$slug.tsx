import { useLoaderData, type LoaderFunctionArgs } from 'react-router';

type Post = { title: string; body: { html: string } };

function findPost(slug: string): Post | undefined {
  return slug === 'hello' ? { title: 'Hello', body: { html: '<p>hi</p>' } } : undefined;
}

// A loader that throws for a post it cannot find.
export function loader({ params }: LoaderFunctionArgs) {
  const post = findPost(params.slug ?? '');
  return { title: post!.title }; // BUG:loader-typeerror
}

export default function BlogPost() {
  const { title } = useLoaderData<typeof loader>();
  return <h1>{title}</h1>;
}
