<?php

require '/usr/share/php/Symfony/Component/Yaml/autoload.php';

use Symfony\Component\Yaml\Yaml;

$config = Yaml::parseFile(__DIR__ . '/config/services.yaml');
printf("%d services\n", count($config['services']));
