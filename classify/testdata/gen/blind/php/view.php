<?php
declare(strict_types=1);

function render_price(float $amount): string
{
    return number_format($amount, 2);
}
