<?php
function broken() {
    $x = [1, 2
    return $x;
}
