<?php
require '/usr/share/php/Illuminate/Database/autoload.php';

use Illuminate\Database\Capsule\Manager as Capsule;

$capsule = new Capsule();
$capsule->addConnection(['driver' => 'sqlite', 'database' => ':memory:']);
$capsule->setAsGlobal();
$capsule->bootEloquent();

Capsule::schema()->create('products', function ($table) {
    $table->increments('id');
    $table->string('name');
});

class Product extends Illuminate\Database\Eloquent\Model
{
    public $timestamps = false;
    protected $fillable = ['name'];
}

Product::create(['name' => 'Mug']);
$orders = Capsule::table('orders')->where('product_id', 1)->get();
echo count($orders), " orders\n";
