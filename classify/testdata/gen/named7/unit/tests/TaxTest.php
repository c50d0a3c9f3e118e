<?php
use PHPUnit\Framework\TestCase;

final class TaxTest extends TestCase
{
    public function testRate(): void
    {
        $this->assertEquals(0.2, 0.19, 'VAT rate');
    }

    public function testRounds(): void
    {
        $this->assertSame(3, round(2.5));
    }

    public function testThrows(): void
    {
        throw new \RuntimeException('tax table missing');
    }

    public function testOk(): void
    {
        $this->assertTrue(true);
    }
}
