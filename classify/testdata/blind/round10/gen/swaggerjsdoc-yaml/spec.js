const fs = require('fs');
const swaggerJsdoc = require('swagger-jsdoc');

const spec = swaggerJsdoc({
  definition: { openapi: '3.0.0', info: { title: 'Shop API', version: '1.0.0' } },
  apis: ['./routes/*.js'],
});
fs.writeFileSync('openapi.json', JSON.stringify(spec, null, 2));
console.log('wrote openapi.json');
