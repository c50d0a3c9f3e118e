<?php
use PHPUnit\Framework\TestCase;

final class BrokenTest extends TestCase
{
    public function testX(): void
    {
        $this->assertTrue(true)
    }
}
