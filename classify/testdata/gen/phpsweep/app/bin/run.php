<?php
require __DIR__ . '/../src/Repo/OrderRepo.php';
require __DIR__ . '/../src/Service/Checkout.php';

use Shop\Repo\OrderRepo;
use Shop\Service\Checkout;

function main(array $argv): void
{
    $c = new Checkout(new OrderRepo());
    echo "paid ", $c->payAll([1, 2]), "\n";
}

main($argv);
