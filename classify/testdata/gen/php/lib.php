<?php
class Cart {
    public function total() {
        return $this->sum([]);
    }
    private function sum(array $items) {
        if (!$items) {
            throw new RuntimeException("cart is empty");
        }
        return array_sum($items);
    }
    public function checkout() {
        try {
            $this->total();
        } catch (RuntimeException $e) {
            throw new LogicException("checkout failed", 0, $e);
        }
    }
}
