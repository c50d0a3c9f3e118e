<?php
// Builds an ever-growing cache until the memory limit stops it.
function warm(array &$cache): void
{
    for ($i = 0; ; $i++) {
        $cache[] = str_repeat('x', 1024 * 64);
    }
}

$cache = [];
warm($cache);
