<?php
function total(array $a): int { return array_sum($a); }
function total(array $a): int { return 0; }
