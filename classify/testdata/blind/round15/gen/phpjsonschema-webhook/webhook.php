<?php
require_once '/usr/share/php/JsonSchema/autoload.php';

use JsonSchema\Constraints\Constraint;
use JsonSchema\Validator;

function handleWebhook(string $body): array
{
    $payload = json_decode($body);
    $validator = new Validator();
    $validator->validate($payload, (object) ['$ref' => 'file://' . __DIR__ . '/schema.json'],
        Constraint::CHECK_MODE_EXCEPTIONS);
    return ['accepted' => $payload->order->id];
}

echo json_encode(handleWebhook(file_get_contents('payload.json'))), "\n";
