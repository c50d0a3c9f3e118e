<?php
$total = 1
echo $total;
