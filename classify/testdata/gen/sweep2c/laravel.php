<?php
require '/usr/share/php/Monolog/autoload.php';

use Monolog\Formatter\LineFormatter;
use Monolog\Handler\StreamHandler;
use Monolog\Logger;

class OrderService
{
    public function charge(int $id): void
    {
        throw new RuntimeException("Payment gateway timed out for order $id");
    }
}

$handler = new StreamHandler('php://stderr', Logger::DEBUG);
$formatter = new LineFormatter(null, null, true, true);
$formatter->includeStacktraces(true);
$handler->setFormatter($formatter);
$log = new Logger('local');
$log->pushHandler($handler);

$log->info('Processing order', ['id' => 42]);
$log->warning('Slow query', ['ms' => 1250]);
try {
    (new OrderService())->charge(42);
} catch (Throwable $e) {
    $log->error($e->getMessage(), ['exception' => $e]);
}
$log->debug('done');
