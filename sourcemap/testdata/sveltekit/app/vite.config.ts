import adapter from '@sveltejs/adapter-auto';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

// The build writes source maps (build.sourcemap), as a project that wants
// readable production stacks sets it.
export default defineConfig({
	plugins: [sveltekit({ compilerOptions: { runes: true }, adapter: adapter() })],
	build: { sourcemap: true }
});
