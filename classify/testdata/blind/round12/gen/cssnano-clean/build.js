const fs = require('fs');
const postcss = require('postcss');
const cssnano = require('cssnano');

async function build() {
  for (const name of ['base.css', 'cart.css']) {
    const from = `src/${name}`;
    const css = fs.readFileSync(from, 'utf8');
    const result = await postcss([cssnano({ preset: 'default' })]).process(css, { from, to: `dist/${name}` });
    fs.mkdirSync('dist', { recursive: true });
    fs.writeFileSync(`dist/${name}`, result.css);
    console.log(`built dist/${name} (${result.css.length} bytes)`);
  }
}

build();
