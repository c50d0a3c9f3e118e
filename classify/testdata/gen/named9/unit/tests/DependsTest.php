<?php
use PHPUnit\Framework\TestCase;

final class DependsTest extends TestCase
{
    public function testCreate(): int
    {
        $this->assertSame(1, 2);
        return 1;
    }

    /** @depends testCreate */
    public function testUpdate(int $id): void
    {
        $this->assertSame(1, $id);
    }
}
