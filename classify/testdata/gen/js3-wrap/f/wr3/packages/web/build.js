console.log('web built in 120ms')
