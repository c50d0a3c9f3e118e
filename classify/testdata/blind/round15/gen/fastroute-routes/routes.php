<?php

return function (FastRoute\RouteCollector $r) {
    $r->addRoute('GET', '/orders', 'OrdersController@index');
    $r->addRoute('GET', '/orders/{id:\d+}', 'OrdersController@show');
    $r->addRoute('POST', '/orders', 'OrdersController@store');
    $r->addRoute('GET', '/orders/{order:\d+}', 'OrdersController@receipt');
};
