<?php

namespace Shop;

use Symfony\Component\Validator\Constraints as Assert;
use Symfony\Component\Validator\Mapping\ClassMetadata;

final class Product
{
    public function __construct(
        public string $sku,
        public string $name,
        public int $cents,
        public string $currency,
    ) {
    }

    public static function loadValidatorMetadata(ClassMetadata $metadata): void
    {
        $metadata->addPropertyConstraint('sku', new Assert\NotBlank());
        $metadata->addPropertyConstraint('sku', new Assert\Length(max: 32));
        $metadata->addPropertyConstraint('name', new Assert\NotBlank());
        $metadata->addPropertyConstraint('cents', new Assert\Positive());
        $metadata->addPropertyConstraint('currency', new Assert\Choice(['EUR', 'USD', 'GBP']));
    }
}
