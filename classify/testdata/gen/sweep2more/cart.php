<?php
function price(array $prices, string $name): int
{
    return $prices[$name];
}

function total(array $names): int
{
    $prices = ['tea' => 300, 'cake' => 450];
    $sum = 0;
    foreach ($names as $n) {
        $sum += price($prices, $n);
    }
    return $sum;
}

echo "tea: " . total(['tea']) . "\n";
echo "coffee: " . total(['tea', 'coffee']) . "\n";
echo strlen(null) . "\n";
$order = null;
echo $order->id . "\n";
