<?php
use PHPUnit\Framework\TestCase;

final class OkTest extends TestCase
{
    public function testAdds(): void
    {
        $this->assertSame(4, 2 + 2);
    }
}
