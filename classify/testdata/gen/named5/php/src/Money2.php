<?php class Money {}
