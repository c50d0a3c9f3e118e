<?php
declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Shop\Price;

require_once __DIR__ . '/../src/Price.php';

final class PriceTest extends TestCase
{
    public function testWithTax(): void
    {
        $this->assertSame(121, Price::withTax(100));
    }

    public function testParseRejects(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Price::parse('abc');
    }

    public function testLabel(): void
    {
        $this->assertSame("total: 10.00 EUR", sprintf("total: %.2f USD", 10));
    }

    public function testParseOk(): void
    {
        $this->assertSame(5, Price::parse('5'));
    }
}
