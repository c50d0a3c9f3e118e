const pages = { home: { title: 'Home' } }
for (const name of ['home', 'cart']) {
  console.log(`rendering ${name}`)
  console.log(pages[name].title.toUpperCase())
}
