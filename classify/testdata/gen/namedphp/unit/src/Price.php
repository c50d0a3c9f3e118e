<?php
declare(strict_types=1);

namespace Shop;

final class Price
{
    public static function withTax(int $cents): int
    {
        return (int) round($cents * 1.2);
    }

    public static function parse(string $s): int
    {
        if (!is_numeric($s)) {
            throw new \DomainException("not a price: $s");
        }
        return (int) $s;
    }
}
