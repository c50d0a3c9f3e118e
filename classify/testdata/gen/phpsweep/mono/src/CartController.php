<?php

class CartController
{
    public function __construct(private \Monolog\Logger $log)
    {
    }

    public function show(): string
    {
        $this->log->debug('cart shown', ['items' => 2]);
        return 'cart';
    }

    public function split(): string
    {
        $people = 0;
        return (string) $this->share(30, $people);
    }

    private function share(int $total, int $people): int
    {
        return intdiv($total, $people);
    }

    public function slow(): string
    {
        $this->log->warning('inventory lookup took 2300ms', ['sku' => 'A-1']);
        return 'slow';
    }
}
