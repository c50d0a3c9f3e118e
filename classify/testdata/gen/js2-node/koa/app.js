const Koa = require('koa');
const app = new Koa();
app.use(async (ctx) => {
  const user = JSON.parse(ctx.get('x-user'));
  ctx.body = { hi: user.name };
});
app.listen(18495, () => console.log('koa on 18495'));
