<?php
// PHP 8.2 deprecations and warnings from older code, then it carries on
// until a TypeError stops it.
class Basket
{
    public $items = [];
}

function label($name)
{
    return trim($name) . ":" . strtoupper(null);
}

$owner = "ada";
$b = new Basket();
$b->owner = $owner;            // dynamic property
echo label(null), "\n";
echo "${owner}\n";
$prices = ['a' => 1];
echo $prices['b'] + 1, "\n";
echo implode(",", "abc"), "\n";
