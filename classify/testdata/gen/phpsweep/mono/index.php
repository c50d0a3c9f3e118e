<?php
// A framework-like front controller: a router, controllers, and Monolog
// (Debian's php-monolog 2.9) logging to stderr as Laravel or Symfony would.
require '/usr/share/php/Monolog/autoload.php';
require __DIR__ . '/src/CartController.php';

use Monolog\Handler\StreamHandler;
use Monolog\Logger;

$log = new Logger('app');
$log->pushHandler(new StreamHandler('php://stderr', Logger::DEBUG));

$routes = [
    '/cart' => [CartController::class, 'show'],
    '/cart/split' => [CartController::class, 'split'],
    '/cart/slow' => [CartController::class, 'slow'],
];
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if (!isset($routes[$path])) {
    $log->info('no route', ['path' => $path]);
    http_response_code(404);
    return;
}
[$class, $method] = $routes[$path];
try {
    echo (new $class($log))->$method();
} catch (\Throwable $e) {
    $log->error($e->getMessage(), ['exception' => $e]);
    http_response_code(500);
}
