<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if (preg_match('/\.(css|ico|png)$/', $path)) {
    return false; // let the built-in server serve static files (or 404 them)
}
if ($path === '/order') {
    $qty = $_GET['qty'];
    echo "ordered $qty";
    return true;
}
echo "home";
