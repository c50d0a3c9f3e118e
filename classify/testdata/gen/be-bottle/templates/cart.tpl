<html><body>
<h1>{{title}}</h1>
<p>{{len(cart["lines"])}} lines</p>
</body></html>
