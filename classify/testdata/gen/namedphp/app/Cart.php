<?php
declare(strict_types=1);

final class Money
{
    public function __construct(public readonly int $amount)
    {
    }
}

final class Cart
{
    private int $count = 0;

    public function add(int $qty): int
    {
        $this->count += $qty;
        return $this->count;
    }

    public static function discount(int $total, int $percent): int
    {
        return $total - intdiv($total * $percent, 100);
    }

    public static function label(int $status): string
    {
        return match ($status) {
            1 => 'open',
            2 => 'paid',
        };
    }

    public static function charge(int $cents): void
    {
        if ($cents <= 0) {
            throw new InvalidArgumentException("amount must be positive, got $cents");
        }
    }
}
