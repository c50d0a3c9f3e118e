// Compiles every page under docs/ to dist/, as the docs site's build step.
import {compile} from '@mdx-js/mdx'
import {VFile} from 'vfile'
import {readdir, readFile, writeFile, mkdir} from 'node:fs/promises'

await mkdir('dist', {recursive: true})
let failed = 0
for (const name of (await readdir('docs')).sort()) {
  if (!name.endsWith('.mdx')) continue
  const path = 'docs/' + name
  const file = new VFile({path, value: await readFile(path, 'utf8')})
  try {
    const out = await compile(file)
    await writeFile('dist/' + name.replace(/\.mdx$/, '.js'), String(out))
    console.log('compiled ' + path)
  } catch (err) {
    failed++
    console.error(path + ":" + String(err))
  }
}
if (failed) {
  console.error(failed + ' page(s) failed to compile')
  process.exit(1)
}
