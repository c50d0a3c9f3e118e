const { createEnvironment, createFilesystemLoader } = require('twing');
const fs = require('fs');

const env = createEnvironment(createFilesystemLoader(fs));
env.render('templates/cart.twig', { title: 'Cart', items: [{ name: 'apple', price: 2 }] })
  .then((html) => console.log(html))
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
