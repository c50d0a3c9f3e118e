<?php
// Imports the supplier's price list, checking each product with Symfony's validator.
require '/usr/share/php/Symfony/Component/Validator/autoload.php';
require __DIR__ . '/src/Product.php';
require __DIR__ . '/src/Importer.php';

use Shop\Importer;
use Symfony\Component\Validator\Validation;

$validator = Validation::createValidatorBuilder()->addMethodMapping('loadValidatorMetadata')->getValidator();
$products = (new Importer($validator))->import(__DIR__ . '/prices.csv');
printf("imported %d products\n", count($products));
