#!/usr/bin/env zx
// Writes the release notes' header from package.json and the changelog.
const pkg = JSON.parse(await fs.readFile('package.json', 'utf8'))
echo(`releasing ${pkg.name} ${pkg.version}`)
const notes = await $`sed -n '/^## \[Unreleased\]/,/^## /p' CHANGELOG.mdx`
await fs.writeFile('dist-notes.md', `# ${pkg.version}\n\n${notes.stdout}`)
echo('notes written')
