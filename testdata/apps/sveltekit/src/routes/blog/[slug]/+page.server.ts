import type { PageServerLoad } from './$types';

type Post = { title: string; body: { html: string } };

function findPost(slug: string): Post | undefined {
	return slug === 'hello' ? { title: 'Hello', body: { html: '<p>hi</p>' } } : undefined;
}

// A load function that throws for a post it cannot find.
export const load: PageServerLoad = ({ params }) => {
	const post = findPost(params.slug);
	return { title: post!.title, html: post!.body.html }; // BUG:load-typeerror
};
