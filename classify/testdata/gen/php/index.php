<?php
// Router for `php -S`: each path breaks in its own way.
require __DIR__ . '/lib.php';
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
switch ($path) {
case '/ok':
    echo "ok";
    break;
case '/warning':
    $a = [];
    echo $a['missing'];
    break;
case '/deprecated':
    echo strlen(null);
    break;
case '/fatal':
    undefined_function();
    break;
case '/exception':
    (new Cart())->total();
    break;
case '/chained':
    (new Cart())->checkout();
    break;
case '/parse':
    require __DIR__ . '/broken.php';
    break;
}
