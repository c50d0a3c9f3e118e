<?php
namespace Shop\Repo;

class OrderRepo
{
    private array $rows = [1 => ['total' => 10]];

    public function find(int $id): array
    {
        if (!isset($this->rows[$id])) {
            throw new \OutOfBoundsException("order $id not found");
        }
        return $this->rows[$id];
    }
}
