<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if ($path === '/map') {
    $rows = null;
    echo implode(',', array_map(fn ($r) => $r['id'], $rows));
} elseif ($path === '/twice') {
    require __DIR__ . '/../src/Money.php';
    require __DIR__ . '/../src/Money2.php';
}
echo "ok";
