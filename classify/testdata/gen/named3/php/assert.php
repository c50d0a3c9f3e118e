<?php
function ship(array $order): void
{
    assert(count($order['lines']) > 0, 'order has no lines');
    echo "shipped\n";
}
ship(['lines' => []]);
