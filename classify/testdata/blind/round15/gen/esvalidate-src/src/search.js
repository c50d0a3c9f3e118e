function debounce(fn, ms) {
  var timer;
  return function () {
    var args = arguments;
    clearTimeout(timer);
    timer = setTimeout(function () { fn.apply(null, args); }, ms);
  };
}

var input = document.querySelector('#search');
input.addEventListener('input', debounce(function (e) {
  fetch('/search?q=' + encodeURIComponent(e.target.value))
    .then(function (res) { return res.json(); })
    .then(function (hits) { render(hits) }));
}, 200));
