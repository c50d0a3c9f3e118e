'use strict';

function slugify(title) {
  return title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-');
}

function uniqueSlug(title, taken) {
  const base = slugify(title);
  let slug = base, n = 1;
  while (taken.has(slug)) slug = base + '-' + n++;
  return slug;
}

module.exports = { slugify, uniqueSlug };
