<?php
// A front script whose Composer autoloader was never installed, then a class
// that autoloading cannot find.
spl_autoload_register(function (string $class) {
    $file = __DIR__ . '/src/' . str_replace('\\', '/', $class) . '.php';
    if (is_file($file)) {
        require $file;
    }
});
@include __DIR__ . '/vendor/autoload.php';
include __DIR__ . '/config/local.php';
$config = ['debug' => true];
class Legacy { }
$l = new Legacy();
$l->cache = [];
echo str_repeat("=", 3) . " booting\n";
$svc = new App\Billing\Invoicer();
