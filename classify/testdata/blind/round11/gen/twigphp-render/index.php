<?php
require '/usr/share/php/Twig/autoload.php';

$loader = new \Twig\Loader\FilesystemLoader(__DIR__ . '/templates');
$twig = new \Twig\Environment($loader, ['strict_variables' => true]);

$order = [
    'customer' => ['name' => 'Ada'],
    'lines' => [['sku' => 'mug', 'qty' => 2, 'price' => 8.0]],
];
echo $twig->render('invoice.html.twig', ['order' => $order]);
