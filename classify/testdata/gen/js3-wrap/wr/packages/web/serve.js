console.log('web: serving on http://localhost:5173')
setTimeout(() => console.log('web: ready'), 300)
setTimeout(() => process.exit(0), 1500)
