<?php
require_once '/usr/share/php/FastRoute/autoload.php';

$dispatcher = FastRoute\simpleDispatcher(require __DIR__ . '/../routes.php');

$info = $dispatcher->dispatch($_SERVER['REQUEST_METHOD'] ?? 'GET', $_SERVER['REQUEST_URI'] ?? '/orders');
echo $info[0] === FastRoute\Dispatcher::FOUND ? "route {$info[1]}\n" : "no route\n";
