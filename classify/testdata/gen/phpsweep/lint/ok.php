<?php
function ok(): int { return 1; }
