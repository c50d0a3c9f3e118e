<?php
use PHPUnit\Framework\TestCase;

function total(array $items): int { return array_sum(array_column($items, 'price')); }

final class CartTest extends TestCase
{
    public function testSums(): void { $this->assertSame(5, total([['price' => 2], ['price' => 3]])); }
    public function testDiscount(): void { $this->assertSame(9, total([['price' => 10]])); }
    public function testMissing(): void { total(null); }
}
