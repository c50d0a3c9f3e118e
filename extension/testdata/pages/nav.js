// Client-side navigations that keep the page's query (and so its capture).
'use strict';

const here = () => location.pathname + location.search;
document.getElementById('push').addEventListener('click', () => history.pushState({}, '', here() + '&view=settings'));
document.getElementById('replace').addEventListener('click', () => history.replaceState({}, '', here() + '&tab=2'));
document.getElementById('hash').addEventListener('click', () => { location.hash = 'details'; });
document.getElementById('back').addEventListener('click', () => history.back());
