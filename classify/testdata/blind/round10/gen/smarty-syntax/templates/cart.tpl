<h1>{$title}</h1>
<ul>
{foreach $items as $item}
  <li>{$item.name} x {$item.qty}</li>
{/foreach
</ul>
<p>Total: {$total}</p>
