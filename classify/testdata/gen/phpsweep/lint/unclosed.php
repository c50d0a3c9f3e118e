<?php
function cart(array $items) {
    foreach ($items as $i) {
        echo $i;
    }
