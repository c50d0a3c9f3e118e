<?php
require '/usr/share/php/Slim/autoload.php';
require __DIR__ . '/../src/routes.php';

$app = new \Slim\App(['settings' => ['displayErrorDetails' => false]]);
register_routes($app);
$app->run();
