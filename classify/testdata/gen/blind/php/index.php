<?php
declare(strict_types=1);
// A router that flushes output before sending a header, then renders a view
// with the wrong type.
require __DIR__ . '/view.php';
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if ($path === '/login') {
    echo "<!-- login -->\n";
    flush();
    header('Location: /home');
    return;
}
if ($path === '/price') {
    echo render_price("12.5");
    return;
}
echo "ok";
