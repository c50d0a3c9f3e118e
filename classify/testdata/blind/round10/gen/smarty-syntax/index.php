<?php
require '/usr/share/php/smarty4/Smarty.class.php';

$smarty = new Smarty();
$smarty->setTemplateDir(__DIR__ . '/templates');
$smarty->setCompileDir(__DIR__ . '/templates_c');
$smarty->assign('title', 'Your cart');
$smarty->assign('items', [['name' => 'Mug', 'qty' => 2]]);
$smarty->assign('total', 2500);
$smarty->display('cart.tpl');
