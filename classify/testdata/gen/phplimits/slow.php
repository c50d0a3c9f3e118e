<?php
set_time_limit(1);
function spin(): int
{
    $n = 0;
    while (true) {
        $n++;
    }
    return $n;
}
echo spin();
