<?php
namespace Shop\Service;

use Shop\Repo\OrderRepo;

class Checkout
{
    public function __construct(private OrderRepo $repo)
    {
    }

    public function pay(int $id): int
    {
        try {
            return $this->repo->find($id)['total'];
        } catch (\OutOfBoundsException $e) {
            throw new \RuntimeException("cannot pay order $id", 3, $e);
        }
    }

    public function payAll(array $ids): int
    {
        return array_sum(array_map(fn ($id) => $this->pay($id), $ids));
    }
}
