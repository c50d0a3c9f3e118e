<?php
// The router script of PHP's built-in server (php -S 127.0.0.1:18341 router.php).
require __DIR__ . '/cart.php';

$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if ($path === '/health') {
    echo 'ok';
} elseif (preg_match('#^/cart/(\w+)$#', $path, $m)) {
    header('Content-Type: application/json');
    echo json_encode(['total' => cart_total($m[1])]);
} elseif (preg_match('#^/page/(\w+)$#', $path, $m)) {
    $title = "Cart {$m[1]}";
    $count = cart_count($m[1]);
    require __DIR__ . '/templates/cart.php';
} else {
    return false; // the built-in server serves the file or answers 404
}
