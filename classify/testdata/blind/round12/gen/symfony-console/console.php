<?php

require '/usr/share/php/Symfony/Component/Console/autoload.php';
require __DIR__ . '/src/ImportProductsCommand.php';

use Shop\Command\ImportProductsCommand;
use Symfony\Component\Console\Application;

$app = new Application('shop', '1.0');
$app->add(new ImportProductsCommand());
$app->run();
