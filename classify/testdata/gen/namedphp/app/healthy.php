<?php
echo "route /ok\n";
