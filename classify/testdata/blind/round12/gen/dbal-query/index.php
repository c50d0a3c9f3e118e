<?php

require '/usr/share/php/Doctrine/DBAL/autoload.php';
require __DIR__ . '/src/OrderRepository.php';

use Doctrine\DBAL\DriverManager;
use Shop\OrderRepository;

$db = DriverManager::getConnection(['driver' => 'pdo_sqlite', 'memory' => true]);
$db->executeStatement('CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, amount NUMERIC)');
$db->insert('orders', ['customer' => 'ada', 'amount' => 12.5]);

$repo = new OrderRepository($db);
foreach ($repo->totalsByCustomer() as $row) {
    echo "{$row['customer']}: {$row['total']}\n";
}
