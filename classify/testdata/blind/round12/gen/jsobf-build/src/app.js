const api = '/api/v1';

async function loadProducts() {
  const res = await fetch(`${api}/products`);
  return res.json();
}

function render(products) {
  const list = document.querySelector('#products');
  list.innerHTML = products.map((p) => `<li>${p.name}</li>`).join('');
}

loadProducts().then(render);
