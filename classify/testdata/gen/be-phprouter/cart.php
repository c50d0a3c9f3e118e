<?php
// The app's cart code for the be-phprouter fixtures (backend-sweep).
const CARTS = ['1' => ['items' => ['apple' => 3], 'lines' => ['apple']]];

function cart_lookup(string $id): ?array
{
    return CARTS[$id] ?? null;
}

function cart_total(string $id): int
{
    $cart = cart_lookup($id);
    return array_sum($cart['items']); // $cart is null for an unknown cart
}

function cart_count(string $id): int
{
    return count(cart_lookup($id)['lines']);
}
