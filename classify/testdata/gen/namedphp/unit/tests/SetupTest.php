<?php
declare(strict_types=1);

use PHPUnit\Framework\TestCase;

final class SetupTest extends TestCase
{
    private $db;

    protected function setUp(): void
    {
        $this->db = new PDO('sqlite:/nonexistent/dir/shop.db');
    }

    public function testCount(): void
    {
        $this->assertNotNull($this->db);
    }
}
