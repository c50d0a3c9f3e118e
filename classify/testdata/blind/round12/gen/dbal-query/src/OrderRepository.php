<?php

namespace Shop;

use Doctrine\DBAL\Connection;

final class OrderRepository
{
    public function __construct(private Connection $db)
    {
    }

    public function totalsByCustomer(): array
    {
        return $this->db->createQueryBuilder()
            ->select('customer', 'SUM(amount) AS total')
            ->from('orders')
            ->groupBy('custmer')
            ->fetchAllAssociative();
    }
}
