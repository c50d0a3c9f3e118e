<?php
declare(strict_types=1);

require __DIR__ . '/Cart.php';

function logline(string $level, string $msg): void
{
    // A hand-written Laravel-style logger line (Monolog's LineFormatter shape).
    error_log(sprintf("[%s] local.%s: %s", date('Y-m-d H:i:s'), strtoupper($level), $msg));
}

$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
switch ($path) {
    case '/ok':
        echo "ok";
        break;
    case '/type':
        $cart = new Cart();
        echo $cart->add("three");
        break;
    case '/args':
        echo Cart::discount(10);
        break;
    case '/match':
        echo Cart::label(7);
        break;
    case '/null':
        $user = null;
        echo $user->name;
        echo $undefinedTotal + 1;
        break;
    case '/div':
        echo intdiv(10, 0);
        break;
    case '/readonly':
        $m = new Money(5);
        $m->amount = 6;
        break;
    case '/log':
        try {
            Cart::charge(-1);
        } catch (InvalidArgumentException $e) {
            logline('error', 'Payment failed: ' . $e->getMessage() . ' {"exception":"[object] (InvalidArgumentException(code: 0): ' . $e->getMessage() . ' at ' . $e->getFile() . ':' . $e->getLine() . ')"}');
        }
        echo "logged";
        break;
    case '/handler':
        set_error_handler(function (int $no, string $str, string $file, int $line) {
            throw new ErrorException($str, 0, $no, $file, $line);
        });
        $items = ['a' => 1];
        echo $items['b'];
        break;
    default:
        http_response_code(404);
}
