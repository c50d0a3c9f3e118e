<?php
use PHPUnit\Framework\TestCase;

final class ProviderTest extends TestCase
{
    public function cases(): array
    {
        return ['one' => [1, 1], 'two' => [2, 3]];
    }

    /** @dataProvider cases */
    public function testSquare(int $n, int $want): void
    {
        $this->assertEquals($want, $n * $n, "square of $n");
    }

    public function testWarns(): void
    {
        $a = [];
        $this->assertSame(0, $a['missing'] ?? $a[0]);
    }
}
