<?php
class A { abstract function f(); }
