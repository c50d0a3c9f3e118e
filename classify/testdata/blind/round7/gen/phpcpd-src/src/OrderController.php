<?php

namespace App;

class OrderController
{
    public function amount(array $lines): float
    {
        $sum = 0.0;
        foreach ($items as $item) {
            if ($item['quantity'] <= 0) {
                continue;
            }
            $price = $item['price'] * $item['quantity'];
            if (isset($item['discount'])) {
                $price = $price - $price * $item['discount'] / 100;
            }
            $sum += $price;
        }
        return round($sum, 2);
    }
}
