<?php
use PHPUnit\Framework\TestCase;

class ReportTest extends TestCase
{
    /** @dataProvider rows */
    public function testRow(int $n): void
    {
        $this->assertGreaterThan(0, $n);
    }

    public function rows(): array
    {
        return [[1], [2]];
    }

    public function testOldApi(): void
    {
        $this->assertRegExp('/a/', 'abc');
    }

    public function testSkipped(): void
    {
        $this->markTestSkipped('needs a database');
    }
}
