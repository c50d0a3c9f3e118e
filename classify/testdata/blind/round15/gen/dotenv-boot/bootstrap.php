<?php
require_once '/usr/share/php/Symfony/Component/Dotenv/autoload.php';

use Symfony\Component\Dotenv\Dotenv;

(new Dotenv())->bootEnv(__DIR__ . '/.env');

echo 'env ', $_SERVER['APP_ENV'], "\n";
