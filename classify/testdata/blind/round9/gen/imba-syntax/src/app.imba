tag App
	prop items default: []

	def total
		var sum = 0
		for item in items
			sum += item:price
		sum

	def render
		<self>
			<h1> "Cart"
			<ul> for item in items
				<li> item:name
			<p.total> "Total: {total"
