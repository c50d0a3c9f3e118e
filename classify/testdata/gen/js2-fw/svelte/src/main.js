import { mount } from 'svelte'; import App from './App.svelte'; import Bad from './Bad.svelte'; mount(App, { target: document.body }); mount(Bad, { target: document.body });
