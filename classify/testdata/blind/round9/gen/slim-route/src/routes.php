<?php
use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;

function register_routes(\Slim\App $app): void
{
    $app->get('/products/{id}', function (Request $request, Response $response, array $args) {
        $products = [1 => ['name' => 'Mug', 'price' => 1299]];
        $product = $products[(int) $args['id']] ?? null;
        return $response->withJson(['name' => $product['name'], 'price' => $product->price]);
    });
}
