<?php
use PHPUnit\Framework\TestCase;

final class CartTest extends TestCase
{
    public function testAddsItems(): void
    {
        $this->assertCount(2, ['a', 'b']);
    }

    public function testAppliesDiscount(): void
    {
        $this->assertSame(9, 10);
    }

    public function testRejectsNegativeQuantity(): void
    {
        $this->expectException(InvalidArgumentException::class);
        intdiv(1, 1);
    }
}
