<?php
// A composer project whose dependencies were never installed.
require __DIR__ . '/vendor/autoload.php';

echo "booted\n";
