<?php

namespace Shop\Command;

use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputArgument;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Output\OutputInterface;

final class ImportProductsCommand extends Command
{
    protected static $defaultName = 'products:import';

    protected function configure(): void
    {
        $this->addArgument('file', InputArgument::REQUIRED, 'CSV file of products');
    }

    protected function execute(InputInterface $input, OutputInterface $output): int
    {
        $rows = array_map('str_getcsv', file($input->getArgument('file'), FILE_IGNORE_NEW_LINES));
        $header = array_shift($rows);
        foreach ($rows as $n => $row) {
            $product = array_combine($header, $row);
            if ($product === false || !is_numeric($product['price'])) {
                throw new \RuntimeException(sprintf('Row %d of %s has no valid price', $n + 2, $input->getArgument('file')));
            }
            $output->writeln("imported {$product['sku']}");
        }

        return Command::SUCCESS;
    }
}
