<h1>Invoice ${invoice.number}</h1>
<table>
% for line in invoice.lines:
  <tr><td>${line.name}</td><td>${line.price | money}</td></tr>
% endfor
</table>
<p>Total: ${invoice.total}</p>
