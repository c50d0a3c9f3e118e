<?php

namespace Shop;

class Cart
{
    private $items = array();

    public function add($item){
        $this->items[] = $item;
        return count($this->items);
    }

    function total()
    {
        $sum = 0;
        foreach ($this->items as $item) { $sum += $item['price']; }
        return $sum;
    }
}
