console.log(process.env.PORT)
