<?php

namespace Shop;

use Symfony\Component\Validator\Exception\ValidationFailedException;
use Symfony\Component\Validator\Validator\ValidatorInterface;

final class Importer
{
    public function __construct(private ValidatorInterface $validator)
    {
    }

    /** @return Product[] */
    public function import(string $csv): array
    {
        $products = [];
        foreach (array_slice(file($csv, FILE_IGNORE_NEW_LINES), 1) as $row) {
            [$sku, $name, $cents, $currency] = str_getcsv($row);
            $product = new Product($sku, $name, (int) $cents, $currency);
            $violations = $this->validator->validate($product);
            if (count($violations) > 0) {
                throw new ValidationFailedException($product, $violations);
            }
            $products[] = $product;
        }
        return $products;
    }
}
