<?php
function logjson(string $level, int $code, string $msg, ?Throwable $e = null): void
{
    // Monolog's JsonFormatter shape, written by hand (Monolog is not installed).
    $rec = ['message' => $msg, 'context' => [], 'level' => $code, 'level_name' => $level, 'channel' => 'app', 'datetime' => '2026-11-25T05:52:00.000000+00:00', 'extra' => []];
    if ($e) {
        $rec['context']['exception'] = ['class' => get_class($e), 'message' => $e->getMessage(), 'code' => 0, 'file' => $e->getFile() . ':' . $e->getLine()];
    }
    fwrite(STDERR, json_encode($rec, JSON_UNESCAPED_SLASHES) . "\n");
}
trigger_error("cache dir not writable, caching disabled", E_USER_WARNING);
trigger_error("Order::legacyTotal() is deprecated, use total()", E_USER_DEPRECATED);
trigger_error("stock below threshold for A-1", E_USER_NOTICE);
logjson('INFO', 200, 'order created');
try {
    throw new LogicException('refund exceeds payment');
} catch (LogicException $e) {
    logjson('ERROR', 400, 'Refund failed', $e);
}
trigger_error("payment gateway misconfigured", E_USER_ERROR);
